import { accept, reject, type Decision } from '../../events/decision';
import { discountFor, type DiscountMember } from './availability';
import { normalizeCode } from './catalogue';
import type { DiscountEvent, DiscountsState } from './events';

/**
 * Commands on a member's discounts. RedeemDiscount is issued by the payment that applies the code, before
 * the purchase makes the member paid; the member's facts and the time are read outside and passed in.
 */
export type DiscountCommand = {
  readonly type: 'RedeemDiscount';
  readonly data: { readonly member: DiscountMember; readonly code: string; readonly paymentId: string; readonly at: Date };
};

export type DiscountRejection = 'not_found' | 'already_used' | 'payment_already_discounted';

type DiscountDecision = Decision<DiscountEvent, DiscountRejection>;

/** One code per payment; a payment retried with the same code records nothing new. */
export const redeemDiscount = ({ data }: DiscountCommand, state: DiscountsState): DiscountDecision => {
  const code = normalizeCode(data.code);
  const earlier = state.redemptions.find((redemption) => redemption.paymentId === data.paymentId);
  if (earlier !== undefined) return earlier.code === code ? accept() : reject('payment_already_discounted');
  const availability = discountFor(code, data.member, state, data.at);
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

export const decide = (command: DiscountCommand, state: DiscountsState): DiscountDecision => {
  switch (command.type) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one command type so far; the exhaustive switch is the module's shape
    case 'RedeemDiscount':
      return redeemDiscount(command, state);
    default: {
      const _exhaustive: never = command.type;
      return _exhaustive;
    }
  }
};
