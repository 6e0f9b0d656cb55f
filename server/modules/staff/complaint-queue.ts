import type { ComplaintAnswerRequest, ComplaintList, ComplaintShow, StaffComplaint } from '../../../io/entities/complaint';
import type { Locale } from '../../../io/entities/locale';
import type { StaffProfile } from '../../../io/entities/staff';
import type { Queryable } from '../../db/database';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import type { ServerDeps } from '../../http/deps';
import { queueComplaintAnswerMail, type AnsweredComplaint } from '../complaints/answer-mail';
import { runComplaintCommand } from '../complaints/commands';
import type { ComplaintRejection } from '../complaints/decide';
import { retryOnConflict } from '../retry';
import { onStaffSitesSql, worksOn } from './read';

/** How many complaints the console lists at once. */
export const complaintPage = 50;

// A staff member limited to some sites sees only theirs.
const onSites = onStaffSitesSql('c.site');

interface ComplaintRow {
  readonly number: string;
  readonly reference: string;
  readonly site: string;
  readonly member_id: string | null;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly language: Locale;
  readonly submitted_at: Date;
  readonly answer: string | null;
  readonly answered_at: Date | null;
  readonly staff_name: string | null;
  readonly total: string;
}

const complaintOf = (row: ComplaintRow): StaffComplaint => ({
  number: Number(row.number), reference: row.reference, site: row.site, name: row.name, email: row.email, subject: row.subject, message: row.message,
  language: row.language, memberId: row.member_id === null ? null : Number(row.member_id), submittedAt: row.submitted_at.toISOString(),
  answer: row.answer === null || row.answered_at === null ? null : { text: row.answer, staffName: row.staff_name ?? '', answeredAt: row.answered_at.toISOString() },
});

/**
 * Support's complaints (issue 14) on the staff member's sites: the open ones oldest first (the queue), or the answered
 * ones with their answers, the newest answer first.
 */
export const complaintList = async (q: Queryable, staff: StaffProfile, show: ComplaintShow): Promise<ComplaintList> => {
  const open = show === 'open';
  const rows = await q.query<ComplaintRow>(
    `SELECT c.number::text AS number, c.reference, c.site, c.member_id::text AS member_id, c.name, c.email, c.subject, c.message, c.language,
            c.submitted_at, c.answer, c.answered_at, s.name AS staff_name, count(*) OVER ()::text AS total
       FROM complaints c LEFT JOIN staff s ON s.id = c.answered_by
      WHERE ${onSites} AND (c.answered_at IS NULL) = $2
      ORDER BY ${open ? 'c.submitted_at, c.number' : 'c.answered_at DESC, c.number DESC'} LIMIT ${String(complaintPage)}`,
    [staff.sites, open],
  );
  return { complaints: rows.map(complaintOf), total: Number(rows[0]?.total ?? 0) };
};

/** How many complaints wait for an answer on the staff member's sites. */
export const openComplaintCount = async (q: Queryable, staff: StaffProfile): Promise<number> => {
  const [row] = await q.query<{ count: string }>(`SELECT count(*)::text AS count FROM complaints c WHERE c.answered_at IS NULL AND ${onSites}`, [staff.sites]);
  return Number(row?.count ?? 0);
};

const refusal = (reason: ComplaintRejection): Answer<never> => {
  switch (reason) {
    case 'empty_answer':
      return invalidInput('answer');
    case 'not_submitted':
      return fail(404, { error: 'not_found' });
    case 'already_answered':
    case 'already_submitted':
      return fail(409, { error: 'conflict' });
  }
};

/**
 * Answers a complaint of the staff member's sites (issue 14): ComplaintAnswered naming who, and the mail to the
 * complainant in the complaint's language, in one transaction. Another site's complaint is 404, an answered one 409.
 */
export const answerComplaint = async (deps: ServerDeps, staff: StaffProfile, body: ComplaintAnswerRequest, now: Date): Promise<Answer<{ ok: true }>> => {
  const [row] = await deps.db.query<{ site: string; reference: string; member_id: string | null; name: string; email: string; subject: string; language: Locale }>(
    'SELECT site, reference, member_id::text AS member_id, name, email, subject, language FROM complaints WHERE number = $1',
    [body.number],
  );
  if (row === undefined || !worksOn(staff, row.site)) return fail(404, { error: 'not_found' });
  const site = await deps.sites.find(deps.db, [row.site], deps.defaultDomain);
  const complaint: AnsweredComplaint = { ...row, memberId: row.member_id === null ? null : Number(row.member_id) };
  return retryOnConflict(() =>
    deps.db.transaction(async (tx) => {
      const decision = await runComplaintCommand(tx, { type: 'AnswerComplaint', data: { number: body.number, staffId: staff.id, answer: body.answer, at: now } });
      if (decision.kind === 'rejected') return refusal(decision.reason);
      const [answered] = decision.events;
      if (answered?.type !== 'ComplaintAnswered') throw new Error('an answer was accepted without its ComplaintAnswered');
      await queueComplaintAnswerMail(tx, complaint, answered.data.answer, site, `https://${site.domain}`, now);
      return ok({ ok: true as const });
    }),
  );
};
