import { defineProjection } from '../../events/projection';
import { ComplaintEvent } from './events';

/** complaints: one row per complaint, what the staff console lists and answers. */
export const complaintProjection = defineProjection('complaints', ComplaintEvent, ['complaints'], async (tx, event) => {
  const d = event.data;
  await tx.query(
    `INSERT INTO complaints (number, reference, site, member_id, name, email, subject, message, language, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [d.number, d.reference, d.site, d.memberId, d.name, d.email, d.subject, d.message, d.language, d.submittedAt],
  );
});
