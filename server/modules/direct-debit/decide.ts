import type { DirectDebitRequest } from '../../../io/entities/payment';
import { accept, reject, type Decision } from '../../events/decision';
import { sepaIban, smsNumber } from './bank-details';
import type { MandateEvent, MandateState, PaymentRefusal, RequestedMandate } from './events';
import { blockedAt, blockMs, codeValidMs, debitLimit, maxWrongCodes, nextAllowedAt, requestLimit, type DirectDebitHistory } from './rules';

/** The form as decoded (consent and the withdrawal waiver are true, or it did not decode). */
export type MandateForm = Omit<DirectDebitRequest, 'consent' | 'withdrawal_waiver'>;

/**
 * Commands on one mandate. Ids, the code's hash, whether a typed code matches it, the member's direct-debit
 * history and the time are found outside and passed in.
 */
export type MandateCommand =
  | {
      readonly type: 'RequestMandate';
      readonly data: {
        readonly mandateId: string;
        readonly memberId: number;
        /** Where a phone number without a country code is read. */
        readonly memberCountry: string;
        readonly site: string;
        readonly form: MandateForm;
        readonly codeHash: string;
        readonly history: DirectDebitHistory;
        readonly at: Date;
      };
    }
  | {
      readonly type: 'ConfirmMandate';
      readonly data: { readonly memberId: number; readonly codeMatches: boolean; readonly history: DirectDebitHistory; readonly at: Date };
    }
  | { readonly type: 'RecordPayment'; readonly data: { readonly paymentId: string; readonly checkoutUrl: string; readonly at: Date } }
  | { readonly type: 'RecordRefusal'; readonly data: { readonly reason: PaymentRefusal; readonly at: Date } };

export type MandateRejection =
  | { readonly reason: 'invalid_input'; readonly field: keyof MandateForm }
  /** A void mandate blocks its member until `until`. */
  | { readonly reason: 'blocked'; readonly until: Date }
  /** Past a limit of rules.ts; one more is possible at `until`. */
  | { readonly reason: 'limit'; readonly until: Date }
  /** No such mandate, or another member's. */
  | { readonly reason: 'not_found' }
  /** A wrong code where none is counted any more, an expired code, or a void mandate ('Code ongeldig'). */
  | { readonly reason: 'code_invalid' }
  | { readonly reason: 'refused'; readonly refusal: PaymentRefusal }
  /** The stream already holds a mandate (ids are random: never in practice). */
  | { readonly reason: 'exists' }
  /** A payment outcome for a mandate that is not confirmed, or a second payment of one already paid. */
  | { readonly reason: 'not_chargeable' };

type MandateDecision = Decision<MandateEvent, MandateRejection>;
type CommandOf<T extends MandateCommand['type']> = Extract<MandateCommand, { type: T }>;

const codeInvalid = reject({ reason: 'code_invalid' } as const);

/** The later of two instants when one more is possible, or null when both allow it now. */
const latest = (a: Date | null, b: Date | null): Date | null => (a === null || (b !== null && b > a) ? b : a);

/** The free-text fields, trimmed; a field that is only spaces is refused. */
const textFields = ['account_holder', 'street', 'house_number', 'zip', 'city'] as const;

export const requestMandate = ({ data }: CommandOf<'RequestMandate'>, state: MandateState): MandateDecision => {
  const { form, history, at } = data;
  if (state.status !== 'none') return reject({ reason: 'exists' });
  const blockedUntil = blockedAt(history, at);
  if (blockedUntil !== null) return reject({ reason: 'blocked', until: blockedUntil });
  const limitedUntil = latest(nextAllowedAt(history.requests, requestLimit, at), nextAllowedAt(history.debits, debitLimit, at));
  if (limitedUntil !== null) return reject({ reason: 'limit', until: limitedUntil });
  const blank = textFields.find((field) => form[field].trim() === '');
  if (blank !== undefined) return reject({ reason: 'invalid_input', field: blank });
  const iban = sepaIban(form.iban);
  if (iban === null) return reject({ reason: 'invalid_input', field: 'iban' });
  const phone = smsNumber(form.phone, data.memberCountry);
  if (phone === null) return reject({ reason: 'invalid_input', field: 'phone' });
  return accept({
    type: 'MandateRequested',
    data: {
      mandateId: data.mandateId, memberId: data.memberId, site: data.site, packageId: form.package_id, accountHolder: form.account_holder.trim(), iban,
      street: form.street.trim(), houseNumber: form.house_number.trim(), zip: form.zip.trim(), city: form.city.trim(), phone, codeHash: data.codeHash,
      codeExpiresAt: new Date(at.getTime() + codeValidMs).toISOString(), requestedAt: at.toISOString(),
      ...(form.code === undefined ? {} : { discountCode: form.code }),
      ...(form.amount === undefined ? {} : { shownAmount: form.amount }),
    },
  });
};

/** A wrong code is counted; the 5th voids the mandate and blocks its member. */
const wrongCode = (state: Extract<MandateState, { status: 'pending' }>, at: Date): MandateDecision => {
  const { mandateId, memberId } = state;
  const attempt = state.wrongCodes + 1;
  const rejected: MandateEvent = { type: 'MandateCodeRejected', data: { mandateId, memberId, attempt, rejectedAt: at.toISOString() } };
  if (attempt < maxWrongCodes) return accept(rejected);
  const blockedUntil = new Date(at.getTime() + blockMs).toISOString();
  return accept<MandateEvent>(rejected, { type: 'MandateVoided', data: { mandateId, memberId, voidedAt: at.toISOString(), blockedUntil } });
};

const confirmPending = (data: CommandOf<'ConfirmMandate'>['data'], state: Extract<MandateState, { status: 'pending' }>): MandateDecision => {
  const { at } = data;
  if (at.getTime() >= state.codeExpiresAt.getTime()) return codeInvalid;
  const limitedUntil = nextAllowedAt(data.history.debits, debitLimit, at);
  if (limitedUntil !== null) return reject({ reason: 'limit', until: limitedUntil });
  if (!data.codeMatches) return wrongCode(state, at);
  return accept({ type: 'MandateConfirmed', data: { mandateId: state.mandateId, memberId: state.memberId, confirmedAt: at.toISOString() } });
};

/**
 * The right code confirms a pending mandate within its 10 minutes. Confirming a confirmed mandate again with
 * its code records nothing (its payment is answered again); a wrong code is counted only while pending.
 */
export const confirmMandate = ({ data }: CommandOf<'ConfirmMandate'>, state: MandateState): MandateDecision => {
  if (state.status === 'none' || state.memberId !== data.memberId) return reject({ reason: 'not_found' });
  const blockedUntil = blockedAt(data.history, data.at);
  if (blockedUntil !== null) return reject({ reason: 'blocked', until: blockedUntil });
  switch (state.status) {
    case 'pending':
      return confirmPending(data, state);
    case 'void':
      return codeInvalid;
    case 'confirmed':
    case 'paid':
      return data.codeMatches ? accept() : codeInvalid;
    case 'refused':
      return data.codeMatches ? reject({ reason: 'refused', refusal: state.refusal }) : codeInvalid;
  }
};

const isChargeable = (state: MandateState): state is Extract<RequestedMandate, { status: 'confirmed' }> => state.status === 'confirmed';

/** The payment begun for a confirmed mandate; the same payment recorded again records nothing. */
export const recordPayment = ({ data }: CommandOf<'RecordPayment'>, state: MandateState): MandateDecision => {
  if (state.status === 'paid' && state.payment.paymentId === data.paymentId) return accept();
  if (!isChargeable(state)) return reject({ reason: 'not_chargeable' });
  return accept({
    type: 'MandatePaymentBegun',
    data: { mandateId: state.mandateId, memberId: state.memberId, paymentId: data.paymentId, checkoutUrl: data.checkoutUrl, begunAt: data.at.toISOString() },
  });
};

/** The payments module refused a confirmed mandate's payment for good: confirming again answers the refusal. */
export const recordRefusal = ({ data }: CommandOf<'RecordRefusal'>, state: MandateState): MandateDecision => {
  if (!isChargeable(state)) return reject({ reason: 'not_chargeable' });
  return accept({
    type: 'MandatePaymentRefused',
    data: { mandateId: state.mandateId, memberId: state.memberId, reason: data.reason, refusedAt: data.at.toISOString() },
  });
};

export const decide = (command: MandateCommand, state: MandateState): MandateDecision => {
  switch (command.type) {
    case 'RequestMandate':
      return requestMandate(command, state);
    case 'ConfirmMandate':
      return confirmMandate(command, state);
    case 'RecordPayment':
      return recordPayment(command, state);
    case 'RecordRefusal':
      return recordRefusal(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
