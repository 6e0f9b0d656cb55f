import { defineProjection } from '../../events/projection';
import { ComplaintEvent } from './events';

/** complaints: one row per complaint, what the staff console lists and answers, with the answer once given. */
export const complaintProjection = defineProjection('complaints', ComplaintEvent, ['complaints'], async (tx, event) => {
  switch (event.type) {
    case 'ComplaintSubmitted': {
      const d = event.data;
      await tx.query(
        `INSERT INTO complaints (number, reference, site, member_id, name, email, subject, message, language, submitted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [d.number, d.reference, d.site, d.memberId, d.name, d.email, d.subject, d.message, d.language, d.submittedAt],
      );
      return;
    }
    case 'ComplaintAnswered':
      await tx.query('UPDATE complaints SET answer = $2, answered_by = $3, answered_at = $4 WHERE number = $1', [
        event.data.number, event.data.answer, event.data.staffId, event.data.answeredAt,
      ]);
      return;
  }
});
