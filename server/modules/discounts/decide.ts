import type { DiscountRule } from '../../../io/entities/site-catalogue';
import { accept, reject, type Decision } from '../../events/decision';
import { discountFor, type DiscountMember } from './availability';
import { normalizeCode } from './catalogue';
import type { DiscountEvent, DiscountsState } from './events';

/**
 * Commands on a member's discounts. RedeemDiscount is issued by the payment that applies the code, before
 * the purchase makes the member paid; the member's facts and the time are read outside and passed in.
 */
export type DiscountCommand =
  | {
      readonly type: 'RedeemDiscount';
      readonly data: {
        readonly member: DiscountMember;
        readonly code: string;
        /** The codes of the member's site now. */
        readonly siteCodes: ReadonlyArray<DiscountRule>;
        readonly paymentId: string;
        readonly at: Date;
      };
    }
  | {
      readonly type: 'IssueStayDiscount';
      /** The new code is drawn outside (random); it is used only when the member has none yet. */
      readonly data: { readonly member: DiscountMember; readonly code: string; readonly percentage: number; readonly at: Date };
    };

export type DiscountRejection = 'not_found' | 'already_used' | 'payment_already_discounted';

type DiscountDecision = Decision<DiscountEvent, DiscountRejection>;

/** One code per payment; a payment retried with the same code records nothing new. */
export const redeemDiscount = ({ data }: Extract<DiscountCommand, { type: 'RedeemDiscount' }>, state: DiscountsState): DiscountDecision => {
  const code = normalizeCode(data.code);
  const earlier = state.redemptions.find((redemption) => redemption.paymentId === data.paymentId);
  if (earlier !== undefined) return earlier.code === code ? accept() : reject('payment_already_discounted');
  const availability = discountFor(code, data.member, state, data.at, data.siteCodes);
  switch (availability.kind) {
    case 'unknown':
      return reject('not_found');
    case 'used':
      return reject('already_used');
    case 'usable':
      return accept({
        type: 'DiscountRedeemed',
        data: {
          memberId: data.member.id,
          code,
          paymentId: data.paymentId,
          percentage: availability.discount.value_percentage,
          redeemedAt: data.at.toISOString(),
        },
      });
  }
};

/** Spec §2: the stay discount's code lasts 30 days from when it is first offered. */
export const stayDiscountDays = 30;

/** Once per member: asked again, the code issued before stands (nothing is recorded). */
export const issueStayDiscount = ({ data }: Extract<DiscountCommand, { type: 'IssueStayDiscount' }>, state: DiscountsState): DiscountDecision =>
  state.stay !== null
    ? accept()
    : accept({
        type: 'StayDiscountIssued',
        data: {
          memberId: data.member.id, code: normalizeCode(data.code), percentage: data.percentage,
          expiresAt: new Date(data.at.getTime() + stayDiscountDays * 86_400_000).toISOString(), issuedAt: data.at.toISOString(),
        },
      });

export const decide = (command: DiscountCommand, state: DiscountsState): DiscountDecision => {
  switch (command.type) {
    case 'RedeemDiscount':
      return redeemDiscount(command, state);
    case 'IssueStayDiscount':
      return issueStayDiscount(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
