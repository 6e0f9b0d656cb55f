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

/** @alias The event union, one event so far. */
export const DiscountEvent = DiscountRedeemed;
export type DiscountEvent = t.TypeOf<typeof DiscountEvent>;

export interface DiscountsState {
  readonly redemptions: ReadonlyArray<{ readonly code: string; readonly paymentId: string }>;
}

export const initialState = (): DiscountsState => ({ redemptions: [] });

export const evolve = (state: DiscountsState, event: DiscountEvent): DiscountsState => ({
  redemptions: [...state.redemptions, { code: event.data.code, paymentId: event.data.paymentId }],
});

export const hasRedeemed = (state: DiscountsState, code: string): boolean => state.redemptions.some((r) => r.code === code);

export const discountsStreamId = (memberId: number): string => `discounts-${memberId}`;

export const discountsAggregate: Aggregate<DiscountsState, DiscountEvent> = { codec: DiscountEvent, initialState, evolve };
