import type { EarlierReport, OpenReport, ReportCase, ReportedLine, ReportQueue } from '../../../io/entities/moderation';
import type { StaffProfile } from '../../../io/entities/staff';
import type { Queryable } from '../../db/database';
import { photoFile } from '../photos/variants';
import { onStaffSitesSql } from './read';

/** How many reported members the queue shows at once, the longest waiting first. */
export const reportQueuePage = 20;
/** How much of a reported conversation a moderator reads: its last messages only. */
export const reportedLines = 20;

// A staff member limited to some sites sees only theirs.
const onSites = `AND ${onStaffSitesSql('m.site')}`;

interface OpenRow {
  readonly id: string;
  readonly reporter_id: string;
  readonly reporter_name: string | null;
  readonly reported_id: string;
  readonly reason: OpenReport['reason'];
  readonly note: string | null;
  readonly reported_at: Date;
  readonly conversation_id: string | null;
}

const openReports = async (q: Queryable, memberIds: ReadonlyArray<number>): Promise<Map<number, OpenReport[]>> => {
  const rows = await q.query<OpenRow>(
    `SELECT r.id::text AS id, r.reporter_id::text AS reporter_id, rm.name AS reporter_name, r.reported_id::text AS reported_id, r.reason, r.note,
            r.reported_at, r.conversation_id::text AS conversation_id
       FROM reports r LEFT JOIN members rm ON rm.id = r.reporter_id
      WHERE r.reported_id = ANY($1::bigint[]) AND r.resolved_at IS NULL ORDER BY r.reported_at, r.id`,
    [memberIds],
  );
  const byMember = new Map<number, OpenReport[]>();
  for (const row of rows) {
    const list = byMember.get(Number(row.reported_id)) ?? [];
    list.push({
      id: Number(row.id), reporterId: Number(row.reporter_id), reporterName: row.reporter_name ?? '', reason: row.reason, note: row.note,
      reportedAt: row.reported_at.toISOString(), conversationId: row.conversation_id === null ? null : Number(row.conversation_id),
    });
    byMember.set(Number(row.reported_id), list);
  }
  return byMember;
};

const earlierReports = async (q: Queryable, memberId: number): Promise<EarlierReport[]> =>
  (
    await q.query<{ id: string; reason: EarlierReport['reason']; reported_at: Date; decision: EarlierReport['decision']; resolved_at: Date }>(
      `SELECT id::text AS id, reason, reported_at, decision, resolved_at FROM reports
        WHERE reported_id = $1 AND resolved_at IS NOT NULL ORDER BY resolved_at DESC, id DESC LIMIT 20`,
      [memberId],
    )
  ).map((row) => ({ id: Number(row.id), reason: row.reason, reportedAt: row.reported_at.toISOString(), decision: row.decision, resolvedAt: row.resolved_at.toISOString() }));

/** The last messages of the newest conversation an open report names; none when no report names one. */
const reportedConversation = async (q: Queryable, memberId: number, open: ReadonlyArray<OpenReport>): Promise<ReportedLine[]> => {
  const named = [...open].reverse().find((report) => report.conversationId !== null)?.conversationId ?? null;
  if (named === null) return [];
  const rows = await q.query<{ sender_id: string; text: string; sent_at: Date }>(
    `SELECT sender_id::text AS sender_id, text, sent_at FROM messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT ${String(reportedLines)}`,
    [named],
  );
  return rows.reverse().map((row) => ({ byReported: Number(row.sender_id) === memberId, text: row.text, sentAt: row.sent_at.toISOString() }));
};

const photosOf = async (q: Queryable, memberId: number) =>
  (
    await q.query<{ id: string; status: string }>("SELECT id, status FROM photos WHERE member_id = $1 AND status <> 'rejected' ORDER BY position", [memberId])
  ).map((row) => ({ id: row.id, status: row.status, url: `/media/${photoFile(memberId, row.id, 'full')}` }));

/**
 * The report queue of a moderator's sites (issue 14): each member with open reports, with their profile and
 * photos, the open reports, the decisions on earlier ones, and the conversation's last messages only where a
 * report names it. Never the member's e-mail address or payments.
 */
export const reportQueue = async (q: Queryable, staff: StaffProfile): Promise<ReportQueue> => {
  const members = await q.query<{ id: string; name: string; site: string; profile_status: string; about: string | null; total: string }>(
    `SELECT m.id::text AS id, m.name, m.site, m.profile_status, m.about, count(*) OVER ()::text AS total
       FROM members m JOIN (SELECT reported_id, min(reported_at) AS first_at FROM reports WHERE resolved_at IS NULL GROUP BY reported_id) r ON r.reported_id = m.id
      WHERE true ${onSites} ORDER BY r.first_at, m.id LIMIT ${String(reportQueuePage)}`,
    [staff.sites],
  );
  const open = await openReports(q, members.map((row) => Number(row.id)));
  const cases: ReportCase[] = [];
  for (const row of members) {
    const memberId = Number(row.id);
    const reports = open.get(memberId) ?? [];
    cases.push({
      member: { id: memberId, name: row.name, site: row.site, profileStatus: row.profile_status, about: row.about ?? '', photos: await photosOf(q, memberId) },
      open: reports,
      earlier: await earlierReports(q, memberId),
      messages: await reportedConversation(q, memberId, reports),
    });
  }
  return { cases, total: Number(members[0]?.total ?? 0) };
};

/** How many members have open reports on the staff member's sites. */
export const openReportCount = async (q: Queryable, staff: StaffProfile): Promise<number> => {
  const [row] = await q.query<{ count: string }>(
    `SELECT count(DISTINCT r.reported_id)::text AS count FROM reports r JOIN members m ON m.id = r.reported_id WHERE r.resolved_at IS NULL ${onSites}`,
    [staff.sites],
  );
  return Number(row?.count ?? 0);
};
