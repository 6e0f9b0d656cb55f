import type { Queryable, UnitOfWork } from '../../db/database';
import { aggregateStream } from '../../events/event-store';
import type { PaymentOrder, PaymentStarter } from '../payments/provider';
import { retryOnConflict } from '../retry';
import { claimCharge, releaseCharge, type ChargeClaim } from './charge-claim';
import { smsCodeMatches } from './code';
import { runMandateCommand } from './commands';
import type { MandateCommand, MandateRejection } from './decide';
import { mandateAggregate, mandateStreamId, MandateCodeRejected, MandateVoided, type StartedPaymentOf } from './events';
import { directDebitHistory, lockMemberDirectDebit } from './read';

export interface Confirmation {
  readonly memberId: number;
  readonly mandateId: string;
  readonly code: string;
  /** This server's origin as the browser sees it (the payment's redirect and webhook URLs). */
  readonly origin: string;
  readonly at: Date;
}

export type ConfirmOutcome =
  | { readonly kind: 'paid'; readonly payment: StartedPaymentOf }
  | { readonly kind: 'rejected'; readonly reason: MandateRejection }
  /** Another request is beginning this mandate's payment right now. */
  | { readonly kind: 'busy' }
  /** The payment provider did not answer; nothing was begun, the next confirmation tries again. */
  | { readonly kind: 'unavailable' };

interface Charge {
  readonly mandateId: string;
  readonly order: PaymentOrder;
  readonly claim: ChargeClaim;
}

type Step = ConfirmOutcome | ({ readonly kind: 'charge' } & Charge);

const codeInvalid: ConfirmOutcome = { kind: 'rejected', reason: { reason: 'code_invalid' } };

/** Decides the confirmation and, for a confirmed mandate without a payment, claims its beginning; one transaction. */
const confirmStep = async (tx: Queryable, confirmation: Confirmation, codeMatches: boolean): Promise<Step> => {
  const { memberId, mandateId, at } = confirmation;
  await lockMemberDirectDebit(tx, memberId);
  const history = await directDebitHistory(tx, memberId, at);
  const decision = await runMandateCommand(tx, mandateId, { type: 'ConfirmMandate', data: { memberId, codeMatches, history, at } });
  if (decision.kind === 'rejected') return { kind: 'rejected', reason: decision.reason };
  const voided = decision.events.find(MandateVoided.is);
  if (voided !== undefined) return { kind: 'rejected', reason: { reason: 'blocked', until: new Date(voided.data.blockedUntil) } };
  if (decision.events.some(MandateCodeRejected.is)) return codeInvalid;
  const { state } = await aggregateStream(tx, mandateStreamId(mandateId), mandateAggregate);
  if (state.status === 'paid') return { kind: 'paid', payment: state.payment };
  if (state.status !== 'confirmed') throw new Error(`mandate ${mandateId}: ${state.status} after a confirmation`);
  const claim = await claimCharge(tx, mandateId, at);
  if (claim === null) return { kind: 'busy' };
  // Priced with the code the member applied on /credits, at the price the form showed: when the site's prices
  // changed between the form and its code, the payments module refuses (price_changed) and nothing is debited.
  const order: PaymentOrder = {
    memberId, domain: state.site, packageId: state.packageId, method: 'directdebit', code: state.discountCode, mandateId, origin: confirmation.origin, at,
    ...(state.shownAmount === null ? {} : { shownAmount: state.shownAmount }),
  };
  return { kind: 'charge', mandateId, order, claim };
};

/** What the payments module answered, and when it was asked. */
type Began = Awaited<ReturnType<PaymentStarter>> & { readonly at: Date };

/** The payment's outcome as the mandate records it, and as the member is answered; null when nothing was begun. */
const outcomeOf = (began: Began): { readonly command: MandateCommand; readonly outcome: ConfirmOutcome } | null => {
  if (began.ok) {
    const payment = { paymentId: began.paymentId, checkoutUrl: began.checkoutUrl };
    return { command: { type: 'RecordPayment', data: { ...payment, at: began.at } }, outcome: { kind: 'paid', payment } };
  }
  const refusal = began.error;
  if (refusal === 'provider_unavailable') return null;
  return { command: { type: 'RecordRefusal', data: { reason: refusal, at: began.at } }, outcome: { kind: 'rejected', reason: { reason: 'refused', refusal } } };
};

/**
 * Begins the payment of a confirmed mandate, outside any transaction (the payments module runs its own, and
 * may call a provider), then records its outcome. If this throws, the claim stays until it runs out, so the
 * payment is not asked for again at once; after that the payments module is asked with the same mandate id,
 * and answers the one payment it keeps for a mandate (payments/start.ts mandatePaymentId), never a second.
 */
const charge = async (uow: UnitOfWork, beginPayment: PaymentStarter, { mandateId, order, claim }: Charge): Promise<ConfirmOutcome> => {
  const outcome = outcomeOf({ ...(await beginPayment(order)), at: order.at });
  if (outcome === null) {
    await releaseCharge(uow.db, mandateId, claim);
    return { kind: 'unavailable' };
  }
  return retryOnConflict(() =>
    uow.transaction(async (tx) => {
      const decision = await runMandateCommand(tx, mandateId, outcome.command);
      // Only when the payments module began a second payment for one mandate: loud, never answered as done.
      if (decision.kind === 'rejected') throw new Error(`mandate ${mandateId}: the payment's outcome could not be recorded (${decision.reason.reason})`);
      await releaseCharge(tx, mandateId, claim);
      return outcome.outcome;
    }),
  );
};

/**
 * Confirms a mandate with the code the member typed and begins its payment (method directdebit, the mandate's
 * id): the right code once, and the same payment answered on every confirmation after.
 */
export const confirmAndCharge = async (uow: UnitOfWork, beginPayment: PaymentStarter, confirmation: Confirmation): Promise<ConfirmOutcome> => {
  const { state } = await aggregateStream(uow.db, mandateStreamId(confirmation.mandateId), mandateAggregate);
  // Hashing is slow by design: checked before the transaction, against a hash that never changes.
  const codeMatches = state.status !== 'none' && state.memberId === confirmation.memberId && (await smsCodeMatches(state.codeHash, confirmation.code));
  const step = await retryOnConflict(() => uow.transaction((tx) => confirmStep(tx, confirmation, codeMatches)));
  return step.kind === 'charge' ? charge(uow, beginPayment, step) : step;
};
