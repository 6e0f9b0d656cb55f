import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { eventCodec, type Aggregate } from '../../events/event';

/**
 * Stream `discounts-<memberId>`: the codes a member redeemed. Emitted by the payment that used the code
 * (one code per payment); the percentage is recorded as applied then.
 */
export const DiscountRedeemed = eventCodec('DiscountRedeemed', {
  memberId: Id,
  code: t.string,
  paymentId: t.string,
  percentage: t.number,
  redeemedAt: IsoDateTime,
});

/**
 * The member's own once-code offered on the way out (spec §2 delete account, the company's delete_discount):
 * issued once, usable by this member only, until `expiresAt`.
 */
export const StayDiscountIssued = eventCodec('StayDiscountIssued', {
  memberId: Id,
  code: t.string,
  percentage: t.number,
  expiresAt: IsoDateTime,
  issuedAt: IsoDateTime,
});

export const DiscountEvent = t.union([DiscountRedeemed, StayDiscountIssued]);
export type DiscountEvent = t.TypeOf<typeof DiscountEvent>;

export interface StayCode {
  readonly code: string;
  readonly percentage: number;
  readonly expiresAt: string;
}

export interface DiscountsState {
  readonly redemptions: ReadonlyArray<{ readonly code: string; readonly paymentId: string }>;
  readonly stay: StayCode | null;
}

export const initialState = (): DiscountsState => ({ redemptions: [], stay: null });

export const evolve = (state: DiscountsState, event: DiscountEvent): DiscountsState => {
  switch (event.type) {
    case 'DiscountRedeemed':
      return { ...state, redemptions: [...state.redemptions, { code: event.data.code, paymentId: event.data.paymentId }] };
    case 'StayDiscountIssued':
      return { ...state, stay: { code: event.data.code, percentage: event.data.percentage, expiresAt: event.data.expiresAt } };
  }
};

export const hasRedeemed = (state: DiscountsState, code: string): boolean => state.redemptions.some((r) => r.code === code);

export const discountsStreamId = (memberId: number): string => `discounts-${memberId}`;

export const discountsAggregate: Aggregate<DiscountsState, DiscountEvent> = { codec: DiscountEvent, initialState, evolve };
