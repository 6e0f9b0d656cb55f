import type { PaymentStatus } from '../../../io/entities/payment';
import { accept, reject, type Decision } from '../../events/decision';
import type { PaymentBegun, PaymentEvent, PaymentState } from './events';
import type { ProviderStatus } from './provider';

/** Commands on one payment. Ids, the time, prices and the provider's answers are decided outside and passed in. */
export type PaymentCommand =
  | { readonly type: 'StartPayment'; readonly data: Omit<PaymentBegun, 'startedAt'> & { readonly at: Date } }
  | { readonly type: 'RecordProviderPayment'; readonly data: { readonly providerId: string; readonly at: Date } }
  /** What the provider answered when asked (after a webhook, on the payer's return, by reconciliation). */
  | {
      readonly type: 'ApplyProviderStatus';
      readonly data: { readonly status: ProviderStatus; readonly amountRefunded: number; readonly amountChargedBack?: number; readonly at: Date };
    }
  /** `share`: a part of the payment (the return policy's pro-rata amount, issue 14) and the credits it takes back; absent: all of it. */
  | { readonly type: 'RefundPayment'; readonly data: { readonly at: Date; readonly share?: RefundShare } };

export interface RefundShare {
  readonly amount: number;
  readonly credits: number;
  /** Who granted it in the staff console, and why. */
  readonly staffId: number;
  readonly reason: string;
}

export type PaymentRejection =
  | 'already_started' | 'unknown_payment' | 'provider_id_mismatch' | 'not_paid' | 'already_refunded' | 'refund_window_closed' | 'refund_exceeds_payment';

type PaymentDecision = Decision<PaymentEvent, PaymentRejection>;
type Started = Exclude<PaymentState, { status: 'none' }>;
type CommandOf<T extends PaymentCommand['type']> = Extract<PaymentCommand, { type: T }>;

const dayMs = 86_400_000;

/**
 * How far a payment has come. A status is applied only when it is further than the current one, so a
 * webhook repeated or answered out of order changes nothing. The failures rank alike: the first one stays.
 * Paid ranks above them: money the provider says it received is never ignored, even after it said failed
 * or expired (a late bank transfer, a provider correcting itself).
 */
const progress: Readonly<Record<PaymentStatus, number>> = { open: 0, pending: 1, failed: 2, canceled: 2, expired: 2, paid: 3, refunded: 4 };

/** The last moment a paid payment may still be refunded: paid_at + the refund days it was bought under. */
export const refundableUntil = (paidAt: Date, refundDays: number): Date => new Date(paidAt.getTime() + refundDays * dayMs);

export const startPayment = ({ data }: CommandOf<'StartPayment'>, state: PaymentState): PaymentDecision => {
  if (state.status !== 'none') return reject('already_started');
  const { at, ...begun } = data;
  return accept({ type: 'PaymentStarted', data: { ...begun, startedAt: at.toISOString() } });
};

/** Recording the same provider id again records nothing; another id for the same payment is refused. */
export const recordProviderPayment = ({ data }: CommandOf<'RecordProviderPayment'>, state: Started): PaymentDecision => {
  if (state.providerId === data.providerId) return accept();
  if (state.providerId !== null) return reject('provider_id_mismatch');
  return accept({ type: 'PaymentCreatedAtProvider', data: { paymentId: state.paymentId, providerId: data.providerId, createdAt: data.at.toISOString() } });
};

/**
 * Moves the payment forward to the provider's status (never back). A paid payment the provider has wholly
 * refunded (in its own dashboard, or by our refund whose recording did not complete) is refunded here too, and so
 * is one whose money the payer's bank took back (a chargeback), alone or with refunds: marked `chargeback`.
 */
export const applyProviderStatus = ({ data }: CommandOf<'ApplyProviderStatus'>, state: Started): PaymentDecision => {
  const { status, amountRefunded, at } = data;
  const chargedBack = data.amountChargedBack ?? 0;
  const moves = status !== 'open' && progress[status] > progress[state.status];
  const after = moves ? status : state.status;
  const returned = amountRefunded + chargedBack;
  const refundedThere = after === 'paid' && returned > 0 && returned >= state.amount;
  const refunded = { paymentId: state.paymentId, amount: state.amount, refundedAt: at.toISOString(), ...(chargedBack > 0 ? { chargeback: true } : {}) };
  return accept(
    ...(moves ? [{ type: 'PaymentStatusChanged' as const, data: { paymentId: state.paymentId, status, changedAt: at.toISOString() } }] : []),
    ...(refundedThere ? [{ type: 'PaymentRefunded' as const, data: refunded }] : []),
  );
};

/** Our refund (a member asked support): only a paid payment, once, only within its refund window, never more than was paid. */
export const refundPayment = ({ data }: CommandOf<'RefundPayment'>, state: Started): PaymentDecision => {
  if (state.status === 'refunded') return reject('already_refunded');
  if (state.status !== 'paid' || state.paidAt === null) return reject('not_paid');
  if (data.at.getTime() > refundableUntil(state.paidAt, state.refundDays).getTime()) return reject('refund_window_closed');
  const share = data.share;
  if (share !== undefined && (share.amount > state.amount || share.credits > state.credits)) return reject('refund_exceeds_payment');
  const part = share === undefined ? {} : { credits: share.credits, staffId: share.staffId, reason: share.reason, memberId: state.memberId };
  return accept({ type: 'PaymentRefunded', data: { paymentId: state.paymentId, amount: share?.amount ?? state.amount, refundedAt: data.at.toISOString(), ...part } });
};

export const decide = (command: PaymentCommand, state: PaymentState): PaymentDecision => {
  if (command.type === 'StartPayment') return startPayment(command, state);
  if (state.status === 'none') return reject('unknown_payment');
  switch (command.type) {
    case 'RecordProviderPayment':
      return recordProviderPayment(command, state);
    case 'ApplyProviderStatus':
      return applyProviderStatus(command, state);
    case 'RefundPayment':
      return refundPayment(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
