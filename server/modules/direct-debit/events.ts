import * as t from 'io-ts';
import { Id, IsoDateTime, NonNegativeInt } from '../../../io/codec/primitives';
import { eventCodec, type Aggregate } from '../../events/event';
import type { PaymentOrderRejection } from '../payments/provider';

/**
 * A direct-debit mandate, stream `mandate-<id>`: requested with the form of spec §3 and an SMS code (only its
 * hash is kept), confirmed by that code, then charged through the payments module. The IBAN is stored because
 * it is needed to collect; nothing answers more of it than its last 4 characters.
 */
export const MandateRequested = t.type({
  type: t.literal('MandateRequested'),
  data: t.intersection([
    t.type({
      mandateId: t.string,
      memberId: Id,
      site: t.string,
      packageId: t.string,
      accountHolder: t.string,
      /** Electronic form, SEPA country. */
      iban: t.string,
      street: t.string,
      houseNumber: t.string,
      zip: t.string,
      city: t.string,
      /** E.164: where the code went. */
      phone: t.string,
      codeHash: t.string,
      codeExpiresAt: IsoDateTime,
      requestedAt: IsoDateTime,
    }),
    t.partial({
      /** The discount code the member applied on /credits, as typed: the payment is priced with it. Absent: none (and in mandates requested before it was kept). */
      discountCode: t.string,
      /** The price the form showed (minor units): a debit at another price is refused. Absent: a client that sent none, and mandates requested before it was kept. */
      shownAmount: NonNegativeInt,
    }),
  ]),
});
/** A wrong code; `attempt` counts them (1 for the first). */
export const MandateCodeRejected = eventCodec('MandateCodeRejected', { mandateId: t.string, memberId: Id, attempt: t.number, rejectedAt: IsoDateTime });
/** Too many wrong codes: the mandate can no longer be confirmed, and its member may not use direct debit until `blockedUntil`. */
export const MandateVoided = eventCodec('MandateVoided', { mandateId: t.string, memberId: Id, voidedAt: IsoDateTime, blockedUntil: IsoDateTime });
export const MandateConfirmed = eventCodec('MandateConfirmed', { mandateId: t.string, memberId: Id, confirmedAt: IsoDateTime });
/** The payments module began the mandate's payment: a confirmation asked again answers this one. */
export const MandatePaymentBegun = eventCodec('MandatePaymentBegun', {
  mandateId: t.string,
  memberId: Id,
  paymentId: t.string,
  checkoutUrl: t.string,
  begunAt: IsoDateTime,
});

/**
 * Why the payments module refused to begin a mandate's payment for good: every rejection it can give but
 * provider_unavailable (a passing outage, after which the payment is begun on the next confirmation).
 */
const refusals: { readonly [R in Exclude<PaymentOrderRejection, 'provider_unavailable'>]: null } = {
  unknown_package: null, method_not_offered: null, code_not_found: null, code_already_used: null, price_changed: null,
};
export const PaymentRefusal = t.keyof(refusals);
export type PaymentRefusal = t.TypeOf<typeof PaymentRefusal>;

export const MandatePaymentRefused = eventCodec('MandatePaymentRefused', { mandateId: t.string, memberId: Id, reason: PaymentRefusal, refusedAt: IsoDateTime });

export const MandateEvent = t.union([MandateRequested, MandateCodeRejected, MandateVoided, MandateConfirmed, MandatePaymentBegun, MandatePaymentRefused]);
export type MandateEvent = t.TypeOf<typeof MandateEvent>;

/** What every requested mandate has. */
interface Mandate {
  readonly mandateId: string;
  readonly memberId: number;
  readonly site: string;
  readonly packageId: string;
  /** The discount code its payment is priced with; null: none. */
  readonly discountCode: string | null;
  /** The price the member agreed to on the form; null: not known (charged at the price of the day). */
  readonly shownAmount: number | null;
  readonly codeHash: string;
}

export interface StartedPaymentOf {
  readonly paymentId: string;
  readonly checkoutUrl: string;
}

export type MandateState =
  | { readonly status: 'none' }
  | (Mandate & { readonly status: 'pending'; readonly codeExpiresAt: Date; readonly wrongCodes: number })
  | (Mandate & { readonly status: 'void' })
  | (Mandate & { readonly status: 'confirmed' })
  | (Mandate & { readonly status: 'paid'; readonly payment: StartedPaymentOf })
  | (Mandate & { readonly status: 'refused'; readonly refusal: PaymentRefusal });

export type RequestedMandate = Exclude<MandateState, { status: 'none' }>;

export const initialState = (): MandateState => ({ status: 'none' });

const mandateOf = (state: RequestedMandate): Mandate => ({
  mandateId: state.mandateId, memberId: state.memberId, site: state.site, packageId: state.packageId, discountCode: state.discountCode,
  shownAmount: state.shownAmount, codeHash: state.codeHash,
});

/** The state after a later event; an event the state cannot have (none is ever decided) leaves it as it was. */
const next = (state: MandateState, event: Exclude<MandateEvent, { type: 'MandateRequested' }>): MandateState => {
  if (state.status === 'none') return state;
  const mandate = mandateOf(state);
  switch (event.type) {
    case 'MandateCodeRejected':
      return state.status === 'pending' ? { ...state, wrongCodes: event.data.attempt } : state;
    case 'MandateVoided':
      return { ...mandate, status: 'void' };
    case 'MandateConfirmed':
      return { ...mandate, status: 'confirmed' };
    case 'MandatePaymentBegun':
      return { ...mandate, status: 'paid', payment: { paymentId: event.data.paymentId, checkoutUrl: event.data.checkoutUrl } };
    case 'MandatePaymentRefused':
      return { ...mandate, status: 'refused', refusal: event.data.reason };
  }
};

export const evolve = (state: MandateState, event: MandateEvent): MandateState => {
  if (event.type !== 'MandateRequested') return next(state, event);
  const { mandateId, memberId, site, packageId, discountCode, shownAmount, codeHash, codeExpiresAt } = event.data;
  return {
    status: 'pending', mandateId, memberId, site, packageId, discountCode: discountCode ?? null, shownAmount: shownAmount ?? null, codeHash,
    codeExpiresAt: new Date(codeExpiresAt), wrongCodes: 0,
  };
};

export const mandateStreamId = (mandateId: string): string => `mandate-${mandateId}`;

export const mandateAggregate: Aggregate<MandateState, MandateEvent> = { codec: MandateEvent, initialState, evolve };
