import * as t from 'io-ts';
import { Id, IsoDateTime, NonNegativeInt } from '../../../io/codec/primitives';
import { PaymentMethod } from '../../../io/entities/payment-method';
import { PaymentStatus } from '../../../io/entities/payment';
import { eventCodec, type Aggregate } from '../../events/event';

const ProviderName = t.keyof({ test: null, mollie: null });

/**
 * Stream `payment-<paymentId>`. The payment as begun: what it buys and what it costs after the discount
 * (the code is redeemed only when it is paid), which provider handles it, and the refund window the member
 * bought under (the site's refund_days then).
 */
export const PaymentStarted = eventCodec('PaymentStarted', {
  paymentId: t.string,
  memberId: Id,
  site: t.string,
  packageId: t.string,
  credits: Id,
  amount: NonNegativeInt,
  currency: t.string,
  method: PaymentMethod,
  discountCode: t.union([t.string, t.null]),
  discountPercentage: t.union([t.number, t.null]),
  provider: ProviderName,
  mandateId: t.union([t.string, t.null]),
  refundDays: NonNegativeInt,
  startedAt: IsoDateTime,
});
/** The provider created its payment; webhooks and status checks name it by this id. */
export const PaymentCreatedAtProvider = eventCodec('PaymentCreatedAtProvider', { paymentId: t.string, providerId: t.string, createdAt: IsoDateTime });
/** A new status, as the provider answered it (never what a webhook said: webhooks carry only an id). */
export const PaymentStatusChanged = eventCodec('PaymentStatusChanged', {
  paymentId: t.string,
  status: t.keyof({ pending: null, paid: null, failed: null, canceled: null, expired: null }),
  changedAt: IsoDateTime,
});
/**
 * The money went back to the payer (by our refund, one made at the provider, or the payer's bank: `chargeback`);
 * the credits it bought are taken back.
 */
export const PaymentRefunded = t.type({
  type: t.literal('PaymentRefunded'),
  // `credits`: what a partial refund takes back (the purchase's unused credits); absent: all the payment bought.
  // `staffId`, `reason`, `memberId`: a refund support granted in the console (the audit trail).
  data: t.intersection([
    t.type({ paymentId: t.string, amount: NonNegativeInt, refundedAt: IsoDateTime }),
    t.partial({ chargeback: t.boolean, credits: NonNegativeInt, staffId: Id, reason: t.string, memberId: Id }),
  ]),
});

export const PaymentEvent = t.union([PaymentStarted, PaymentCreatedAtProvider, PaymentStatusChanged, PaymentRefunded]);
export type PaymentEvent = t.TypeOf<typeof PaymentEvent>;
export type ChangedStatus = t.TypeOf<typeof PaymentStatusChanged>['data']['status'];

export type PaymentBegun = t.TypeOf<typeof PaymentStarted>['data'];

/** A payment's facts as its events left them. */
export interface PaymentFacts {
  readonly paymentId: string;
  readonly memberId: number;
  readonly site: string;
  readonly credits: number;
  readonly amount: number;
  readonly currency: string;
  readonly discountCode: string | null;
  readonly provider: PaymentBegun['provider'];
  readonly providerId: string | null;
  readonly refundDays: number;
  readonly paidAt: Date | null;
}

export type PaymentState = { readonly status: 'none' } | (PaymentFacts & { readonly status: PaymentStatus });

export const initialState = (): PaymentState => ({ status: 'none' });

export const evolve = (state: PaymentState, event: PaymentEvent): PaymentState => {
  if (event.type === 'PaymentStarted') {
    const { paymentId, memberId, site, credits, amount, currency, discountCode, provider, refundDays } = event.data;
    return { status: 'open', paymentId, memberId, site, credits, amount, currency, discountCode, provider, refundDays, providerId: null, paidAt: null };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PaymentCreatedAtProvider':
      return { ...state, providerId: event.data.providerId };
    case 'PaymentStatusChanged':
      return { ...state, status: event.data.status, paidAt: event.data.status === 'paid' ? new Date(event.data.changedAt) : state.paidAt };
    case 'PaymentRefunded':
      return { ...state, status: 'refunded' };
  }
};

export const paymentStreamId = (paymentId: string): string => `payment-${paymentId}`;

export const paymentAggregate: Aggregate<PaymentState, PaymentEvent> = { codec: PaymentEvent, initialState, evolve };
