import type { AuditEntry, AuditQuery } from '../../../io/entities/staff';
import type { Queryable } from '../../db/database';

/** The newest entries first, a page at a time. */
export const auditPage = 200;

interface AuditRow {
  readonly position: string;
  readonly occurred_at: Date;
  readonly staff_id: string;
  readonly staff_name: string | null;
  readonly type: string;
  readonly member_id: string | null;
  readonly reason: string | null;
}

const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The audit trail (issue 14) read from the event log itself: every event that names a staff member in
 * data.staffId (indexed in migration 021), with the member it changed and the reason given. The one who acted is
 * data.staffId, except on a StaffAdded naming `addedBy`, a StaffAccessChanged (`changedBy`) and a StaffRemoved
 * (`removedBy`): there staffId is the account acted on and the site admin is the one who acted (the command line
 * and the demo seed leave addedBy null).
 */
export const auditEntries = async (q: Queryable, filter: AuditQuery): Promise<AuditEntry[]> => {
  const rows = await q.query<AuditRow>(
    `SELECT e.position::text AS position, e.occurred_at, a.staff_id::text AS staff_id, s.name AS staff_name, e.type,
            (e.data->>'memberId') AS member_id, (e.data->>'reason') AS reason
       FROM events e
      CROSS JOIN LATERAL (SELECT COALESCE((e.data->>'addedBy')::bigint, (e.data->>'changedBy')::bigint, (e.data->>'removedBy')::bigint, (e.data->>'staffId')::bigint) AS staff_id) a
       LEFT JOIN staff s ON s.id = a.staff_id
      WHERE e.data ? 'staffId'
        AND ($1::bigint IS NULL OR a.staff_id = $1)
        AND ($2::text IS NULL OR e.data->>'memberId' = $2)
        AND ($3::text IS NULL OR e.type = $3)
        AND ($4::timestamptz IS NULL OR e.occurred_at >= $4)
        AND ($5::timestamptz IS NULL OR e.occurred_at < $5)
      ORDER BY e.position DESC LIMIT ${String(auditPage)}`,
    [
      filter.staff ?? null, filter.member === undefined ? null : String(filter.member), filter.action ?? null,
      filter.from === undefined ? null : `${filter.from}T00:00:00Z`, filter.to === undefined ? null : nextDay(filter.to),
    ],
  );
  return rows.map((row) => ({
    position: Number(row.position), at: row.occurred_at.toISOString(), staffId: Number(row.staff_id), staffName: row.staff_name ?? '',
    action: row.type, memberId: row.member_id === null ? null : Number(row.member_id), reason: row.reason,
  }));
};
