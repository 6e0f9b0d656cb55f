import { PaymentStatus, type LastOrder, type PaymentView } from '../../../io/entities/payment';
import { PaymentMethod } from '../../../io/entities/payment-method';
import type { Queryable } from '../../db/database';
import { checked } from '../members/member-row';
import type { PaymentProvider } from './provider';

/** A row of the payments read table (migrations/014_payments.sql), the columns a member's view needs and those that find its provider. */
interface PaymentRow {
  readonly payment_id: string;
  readonly member_id: number;
  readonly package_id: string;
  readonly credits: number;
  readonly amount: number;
  readonly currency: string;
  readonly method: string;
  readonly discount_code: string | null;
  readonly status: string;
  readonly provider: string;
  readonly provider_id: string | null;
  readonly created_at: Date;
  readonly paid_at: Date | null;
  readonly refundable_until: Date | null;
}

const columns = `payment_id, member_id, package_id, credits, amount, currency, method, discount_code, status, provider, provider_id,
  created_at, paid_at, refundable_until`;

/** A member's transactions page holds at most this many, newest first. */
const transactionsShown = 200;

/**
 * Until when the payment may still be refunded, only while it may (paid, and `now` not past the window: the
 * instant itself still counts, as in decide.ts refundPayment); null otherwise, so no one offers a refund that
 * would be refused.
 */
const refundableUntilAt = (row: PaymentRow, now: Date): string | null =>
  row.status === 'paid' && row.refundable_until !== null && now.getTime() <= row.refundable_until.getTime() ? row.refundable_until.toISOString() : null;

/** A payment as its member sees it at `now`. */
export const paymentViewOf = (row: PaymentRow, now: Date): PaymentView => ({
  payment_id: row.payment_id,
  status: checked(PaymentStatus, row.status, 'payments.status'),
  package_id: row.package_id,
  credits: row.credits,
  amount: row.amount,
  currency: row.currency,
  method: checked(PaymentMethod, row.method, 'payments.method'),
  discount_code: row.discount_code,
  created_at: row.created_at.toISOString(),
  paid_at: row.paid_at?.toISOString() ?? null,
  refundable_until: refundableUntilAt(row, now),
});

/** A payment of `memberId`'s; another member's is as absent as one that does not exist. */
export const findPaymentOf = async (q: Queryable, memberId: number, paymentId: string): Promise<PaymentRow | undefined> =>
  (await q.query<PaymentRow>(`SELECT ${columns} FROM payments WHERE payment_id = $1 AND member_id = $2`, [paymentId, memberId]))[0];

export const transactionsOf = async (q: Queryable, memberId: number, now: Date): Promise<PaymentView[]> =>
  (await q.query<PaymentRow>(`SELECT ${columns} FROM payments WHERE member_id = $1 ORDER BY created_at DESC, payment_id DESC LIMIT $2`, [
    memberId,
    transactionsShown,
  ])).map((row) => paymentViewOf(row, now));

/**
 * How long an open payment the provider does not know yet holds its code: the starter records the provider's id
 * within seconds, so one still without it after this was left by a process that died, and frees its code.
 */
const unknownToProviderHoldMs = 15 * 60_000;

/**
 * The discount codes the member's payments still under way carry (open or pending: they may yet be paid and
 * redeem it). A once-usable one among them is used for a new payment, until that payment fails, is canceled or
 * expires (offer.ts).
 */
export const codesHeldByOpenPayments = async (q: Queryable, memberId: number, now: Date): Promise<ReadonlyArray<{ code: string; paymentId: string }>> =>
  (
    await q.query<{ discount_code: string; payment_id: string }>(
      `SELECT discount_code, payment_id FROM payments
        WHERE member_id = $1 AND status IN ('open', 'pending') AND discount_code IS NOT NULL AND (provider_id IS NOT NULL OR created_at > $2)`,
      [memberId, new Date(now.getTime() - unknownToProviderHoldMs).toISOString()],
    )
  ).map((row) => ({ code: row.discount_code, paymentId: row.payment_id }));

/**
 * Serialises the beginning of one member's payments: a code a payment holds is checked and the payment recorded
 * under it, so two payments begun at once cannot both carry one once-usable code.
 */
export const lockMemberPayments = async (tx: Queryable, memberId: number): Promise<void> => {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`payments:${String(memberId)}`]);
};

/** The package and method of the member's last paid payment (/credits/repeat-order). */
export const lastPaidOrderOf = async (q: Queryable, memberId: number): Promise<LastOrder | null> => {
  const [row] = await q.query<{ package_id: string; method: string }>(
    "SELECT package_id, method FROM payments WHERE member_id = $1 AND status = 'paid' ORDER BY paid_at DESC, payment_id DESC LIMIT 1",
    [memberId],
  );
  return row === undefined ? null : { package_id: row.package_id, method: checked(PaymentMethod, row.method, 'payments.method') };
};

/** Our payment id of a provider's payment id (a webhook names only the provider's). */
export const paymentIdOfProviderId = async (q: Queryable, provider: PaymentProvider['name'], providerId: string): Promise<string | undefined> =>
  (await q.query<{ payment_id: string }>('SELECT payment_id FROM payments WHERE provider = $1 AND provider_id = $2', [provider, providerId]))[0]
    ?.payment_id;

/** Whether the provider may still change the payment: it is open or pending, and the provider knows it. */
export const isUnsettled = (row: Pick<PaymentRow, 'status' | 'provider_id'>): row is Pick<PaymentRow, 'status'> & { readonly provider_id: string } =>
  (row.status === 'open' || row.status === 'pending') && row.provider_id !== null;

/** How long after its refund window a payment is still asked of its provider by reconciliation. */
export const reconciledDaysPastRefundWindow = 30;

/**
 * The payments `provider` has not settled yet, oldest first; not those begun longer ago than their refund window
 * and 30 days: a provider has long settled them (a checkout expires in minutes, a bank transfer in weeks), and
 * asking for ever would make every pass longer.
 */
export const unsettledPayments = async (q: Queryable, provider: PaymentProvider['name'], now: Date) =>
  q.query<{ payment_id: string; provider_id: string }>(
    `SELECT payment_id, provider_id FROM payments
      WHERE provider = $1 AND status IN ('open', 'pending') AND provider_id IS NOT NULL
        AND created_at > $2::timestamptz - (refund_days + $3) * interval '24 hours'
      ORDER BY created_at`,
    [provider, now.toISOString(), reconciledDaysPastRefundWindow],
  );
