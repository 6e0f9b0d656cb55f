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

export const paymentViewOf = (row: PaymentRow): PaymentView => ({
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
  refundable_until: row.refundable_until?.toISOString() ?? null,
});

/** A payment of `memberId`'s; another member's is as absent as one that does not exist. */
export const findPaymentOf = async (q: Queryable, memberId: number, paymentId: string): Promise<PaymentRow | undefined> =>
  (await q.query<PaymentRow>(`SELECT ${columns} FROM payments WHERE payment_id = $1 AND member_id = $2`, [paymentId, memberId]))[0];

export const transactionsOf = async (q: Queryable, memberId: number): Promise<PaymentView[]> =>
  (await q.query<PaymentRow>(`SELECT ${columns} FROM payments WHERE member_id = $1 ORDER BY created_at DESC, payment_id DESC LIMIT $2`, [
    memberId,
    transactionsShown,
  ])).map(paymentViewOf);

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

/** The payments `provider` has not settled yet, oldest first. */
export const unsettledPayments = async (q: Queryable, provider: PaymentProvider['name']) =>
  q.query<{ payment_id: string; provider_id: string }>(
    `SELECT payment_id, provider_id FROM payments
      WHERE provider = $1 AND status IN ('open', 'pending') AND provider_id IS NOT NULL ORDER BY created_at`,
    [provider],
  );
