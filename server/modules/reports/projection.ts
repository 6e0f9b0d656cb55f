import { defineProjection } from '../../events/projection';
import { ReportEvent, ReportsResolved } from './events';

/** What the staff console lists: one row per report, its id the event's position. */
export const reportProjection = defineProjection('reports', ReportEvent, ['reports'], async (tx, event) => {
  const { reporterId, reportedId, reason, note, reportedAt, conversationId } = event.data;
  await tx.query('INSERT INTO reports (id, reporter_id, reported_id, reason, note, reported_at, conversation_id) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    event.metadata.position,
    reporterId,
    reportedId,
    reason,
    note,
    reportedAt,
    conversationId ?? null,
  ]);
});

/** A decision closes the reports it names (the reports projection runs first: its rows exist). */
export const reportDecisionProjection = defineProjection('report-decisions', ReportsResolved, ['reports'], async (tx, event) => {
  const { reportIds, decision, staffId, resolvedAt } = event.data;
  await tx.query('UPDATE reports SET resolved_at = $2, decision = $3, resolved_by = $4 WHERE id = ANY($1::bigint[])', [reportIds, resolvedAt, decision, staffId]);
});
