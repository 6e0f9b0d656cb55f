import { defineProjection } from '../../events/projection';
import { PaymentEvent } from './events';

/** payments: one row per payment, its status and the times that matter to the member (paid, refundable until, refunded). */
export const paymentProjection = defineProjection('payments', PaymentEvent, ['payments'], async (tx, event) => {
  switch (event.type) {
    case 'PaymentStarted': {
      const d = event.data;
      await tx.query(
        `INSERT INTO payments (payment_id, member_id, site, package_id, credits, amount, currency, method, discount_code, discount_percentage,
           provider, provider_id, mandate_id, status, refund_days, created_at, paid_at, refundable_until, refunded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, NULL, $12, 'open', $13, $14, NULL, NULL, NULL)`,
        [d.paymentId, d.memberId, d.site, d.packageId, d.credits, d.amount, d.currency, d.method, d.discountCode, d.discountPercentage, d.provider,
          d.mandateId, d.refundDays, d.startedAt],
      );
      return;
    }
    case 'PaymentCreatedAtProvider':
      await tx.query('UPDATE payments SET provider_id = $2 WHERE payment_id = $1', [event.data.paymentId, event.data.providerId]);
      return;
    case 'PaymentStatusChanged': {
      const { paymentId, status, changedAt } = event.data;
      await tx.query(
        `UPDATE payments SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN $3::timestamptz END,
           refundable_until = CASE WHEN $2 = 'paid' THEN $3::timestamptz + refund_days * interval '24 hours' END
         WHERE payment_id = $1`,
        [paymentId, status, changedAt],
      );
      return;
    }
    case 'PaymentRefunded':
      await tx.query("UPDATE payments SET status = 'refunded', refunded_at = $2 WHERE payment_id = $1", [event.data.paymentId, event.data.refundedAt]);
      return;
  }
});
