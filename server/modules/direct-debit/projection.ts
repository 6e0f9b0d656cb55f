import { defineProjection } from '../../events/projection';
import { MandateEvent } from './events';

export const mandateProjection = defineProjection('direct-debit-mandates', MandateEvent, ['direct_debit_mandates'], async (tx, event) => {
  switch (event.type) {
    case 'MandateRequested': {
      const d = event.data;
      await tx.query(
        `INSERT INTO direct_debit_mandates (id, member_id, site, package_id, account_holder, iban, street, house_number, zip, city, phone, status,
           wrong_codes, requested_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', 0, $12)`,
        [d.mandateId, d.memberId, d.site, d.packageId, d.accountHolder, d.iban, d.street, d.houseNumber, d.zip, d.city, d.phone, d.requestedAt],
      );
      return;
    }
    case 'MandateCodeRejected':
      await tx.query('UPDATE direct_debit_mandates SET wrong_codes = $2 WHERE id = $1', [event.data.mandateId, event.data.attempt]);
      return;
    case 'MandateVoided':
      await tx.query(`UPDATE direct_debit_mandates SET status = 'void', blocked_until = $2 WHERE id = $1`, [event.data.mandateId, event.data.blockedUntil]);
      return;
    case 'MandateConfirmed':
      await tx.query(`UPDATE direct_debit_mandates SET status = 'confirmed', confirmed_at = $2 WHERE id = $1`, [event.data.mandateId, event.data.confirmedAt]);
      return;
    case 'MandatePaymentBegun':
      await tx.query(`UPDATE direct_debit_mandates SET status = 'paid', payment_id = $2 WHERE id = $1`, [event.data.mandateId, event.data.paymentId]);
      return;
    case 'MandatePaymentRefused':
      await tx.query(`UPDATE direct_debit_mandates SET status = 'refused' WHERE id = $1`, [event.data.mandateId]);
      return;
  }
});
