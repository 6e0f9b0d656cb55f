import type { Queryable } from '../../../db/database';
import type { ProviderStatus } from '../provider';

/** A row of test_provider_payments (migrations/014_payments.sql): the test provider's own record of a payment. */
export interface TestPayment {
  readonly id: string;
  readonly payment_id: string;
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly method: string;
  readonly redirect_url: string;
  readonly webhook_url: string;
  readonly mandate_id: string | null;
  readonly status: ProviderStatus;
  readonly amount_refunded: number;
  readonly created_at: Date;
}

const columns = 'id, payment_id, amount, currency, description, method, redirect_url, webhook_url, mandate_id, status, amount_refunded, created_at';

/**
 * Keeps a new payment, one per payment of ours (migration 016): when one for `payment.payment_id` exists, that
 * one is answered and nothing is written, as Mollie answers a create repeated under its Idempotency-Key.
 */
export const insertTestPayment = async (q: Queryable, payment: TestPayment): Promise<TestPayment> => {
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO test_provider_payments (${columns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (payment_id) DO NOTHING RETURNING id`,
    [payment.id, payment.payment_id, payment.amount, payment.currency, payment.description, payment.method, payment.redirect_url,
      payment.webhook_url, payment.mandate_id, payment.status, payment.amount_refunded, payment.created_at.toISOString()],
  );
  if (inserted.length > 0) return payment;
  const [first] = await q.query<TestPayment>(`SELECT ${columns} FROM test_provider_payments WHERE payment_id = $1`, [payment.payment_id]);
  if (first === undefined) throw new Error(`the test provider lost its payment for ${payment.payment_id}`);
  return first;
};

export const findTestPayment = async (q: Queryable, id: string): Promise<TestPayment | undefined> =>
  (await q.query<TestPayment>(`SELECT ${columns} FROM test_provider_payments WHERE id = $1`, [id]))[0];

/** Decides an open payment; one already decided keeps its status. Answers whether it changed. */
export const decideTestPayment = async (q: Queryable, id: string, status: ProviderStatus): Promise<boolean> =>
  (await q.query<{ id: string }>("UPDATE test_provider_payments SET status = $2 WHERE id = $1 AND status = 'open' RETURNING id", [id, status])).length > 0;

/** Gives back `amount` of a paid payment, never more than was paid. Answers whether it could. */
export const refundTestPayment = async (q: Queryable, id: string, amount: number, currency: string): Promise<boolean> =>
  (
    await q.query<{ id: string }>(
      `UPDATE test_provider_payments SET amount_refunded = amount_refunded + $2
        WHERE id = $1 AND status = 'paid' AND currency = $3 AND amount_refunded + $2 <= amount RETURNING id`,
      [id, amount, currency],
    )
  ).length > 0;
