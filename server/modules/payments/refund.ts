import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { aggregateStream } from '../../events/event-store';
import { retryOnConflict } from '../retry';
import { runPaymentCommand, settle } from './commands';
import { decide, type PaymentRejection, type RefundShare } from './decide';
import { paymentAggregate, paymentStreamId } from './events';
import type { PaymentProvider } from './provider';

export interface RefundDeps {
  readonly db: Database;
  readonly provider: PaymentProvider;
  readonly clock: Clock;
}

export type RefundOutcome =
  | { readonly ok: true; readonly amount: number; readonly currency: string; readonly credits: number }
  | { readonly ok: false; readonly reason: PaymentRejection | 'other_provider' | 'provider_unavailable' };

/**
 * Refunds a paid payment within its refund window (npm run refund: all of it; the staff console: the return
 * policy's share, issue 14): the provider gives the money back, then
 * PaymentRefunded and the account's RefundCredits (refund id `refund-<paymentId>`; the balance never goes
 * below 0: what the member already spent stays spent) are recorded together. The provider is asked first how
 * much it already refunded, so a refund whose recording did not complete is not paid out twice when run again.
 */
export const refundPayment = async (deps: RefundDeps, paymentId: string, share?: RefundShare): Promise<RefundOutcome> => {
  const at = deps.clock.now();
  const { state } = await aggregateStream(deps.db, paymentStreamId(paymentId), paymentAggregate);
  const command = { type: 'RefundPayment', data: { at, ...(share === undefined ? {} : { share }) } } as const;
  const check = decide(command, state);
  if (check.kind === 'rejected') return { ok: false, reason: check.reason };
  if (state.status === 'none' || state.providerId === null) return { ok: false, reason: 'unknown_payment' };
  if (state.provider !== deps.provider.name) return { ok: false, reason: 'other_provider' };
  const { providerId, currency } = state;
  const amount = share?.amount ?? state.amount;
  const credits = share?.credits ?? state.credits;
  let refundedNow = false;
  try {
    const there = await deps.provider.getPayment(providerId);
    if (amount > 0 && there.amountRefunded < amount) {
      await deps.provider.refundPayment(providerId, amount - there.amountRefunded, currency);
      refundedNow = true;
    }
  } catch {
    return { ok: false, reason: 'provider_unavailable' };
  }
  const done: RefundOutcome = { ok: true, amount, currency, credits };
  return retryOnConflict(() =>
    deps.db.transaction(async (tx) => {
      const { decision, state: after } = await runPaymentCommand(tx, paymentId, command);
      // The provider's webhook for the refund this run just made got there first and recorded it (credits taken
      // back with it): the refund is done, by this run.
      if (decision.kind === 'rejected') return refundedNow && decision.reason === 'already_refunded' ? done : { ok: false as const, reason: decision.reason };
      await settle(tx, after, decision.events, at);
      return done;
    }),
  );
};
