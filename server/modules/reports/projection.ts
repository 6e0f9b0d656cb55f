import { defineProjection } from '../../events/projection';
import { ReportEvent } from './events';

/** What the operator's console will list: one row per report, its id the event's position. */
export const reportProjection = defineProjection('reports', ReportEvent, ['reports'], async (tx, event) => {
  const { reporterId, reportedId, reason, note, reportedAt } = event.data;
  await tx.query('INSERT INTO reports (id, reporter_id, reported_id, reason, note, reported_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    event.metadata.position,
    reporterId,
    reportedId,
    reason,
    note,
    reportedAt,
  ]);
});
