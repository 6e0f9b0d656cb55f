import type { BannedMember, ReportDecisionRequest, UnbanRequest } from '../../../io/entities/moderation';
import type { StaffProfile } from '../../../io/entities/staff';
import type { Database, Queryable } from '../../db/database';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import { runAccountCommand } from '../accounts/commands';
import { runPhotoCommand } from '../photos/commands';
import { runResolveReports } from '../reports/commands';
import { retryOnConflict } from '../retry';
import { onStaffSitesSql, worksOn } from './read';
import { queueWarningMail } from './warning-mail';

interface ModeratedMember {
  readonly id: number;
  readonly email: string | null;
  readonly name: string;
  readonly language: string;
  readonly site: string;
}

/** The member, when they are on one of the staff member's sites; undefined otherwise (the caller answers 404). */
export const moderatedMember = async (q: Queryable, staff: StaffProfile, memberId: number): Promise<ModeratedMember | undefined> => {
  const [row] = await q.query<{ id: string; email: string | null; name: string; language: string; site: string }>(
    'SELECT id::text AS id, email, name, language, site FROM members WHERE id = $1',
    [memberId],
  );
  return row === undefined || !worksOn(staff, row.site) ? undefined : { ...row, id: Number(row.id) };
};

/** A decision that cannot stand (a report decided meanwhile, a photo gone): the transaction is rolled back. */
class DecisionConflict extends Error {
  constructor(what: string) {
    super(`report decision refused: ${what}`);
    this.name = 'DecisionConflict';
  }
}

const conflict = (what: string): never => {
  throw new DecisionConflict(what);
};

/** The decision's effect on the member, in the decision's transaction. */
const applyDecision = async (tx: Queryable, staff: StaffProfile, member: ModeratedMember, body: ReportDecisionRequest, at: Date): Promise<void> => {
  const data = { staffId: staff.id, reason: body.reason, at };
  switch (body.decision) {
    case 'dismiss':
      return;
    case 'warn':
      await runAccountCommand(tx, member.id, { type: 'WarnMember', data });
      await queueWarningMail(tx, member, body.reason, at);
      return;
    case 'remove_photo': {
      const { photoId, photoReason } = body;
      if (photoId === undefined || photoReason === undefined) return conflict('no photo');
      const removed = await runPhotoCommand(tx, { type: 'RejectPhoto', data: { memberId: member.id, photoId, at, staffId: staff.id, reason: photoReason } });
      if (removed.kind === 'rejected') conflict(removed.reason);
      return;
    }
    case 'disable':
      await runAccountCommand(tx, member.id, { type: 'DisableProfileByStaff', data });
      return;
    case 'ban':
      // Banned already (by another decision meanwhile): the reports are still decided.
      await runAccountCommand(tx, member.id, { type: 'BanMember', data });
      return;
  }
};

/**
 * Decides the open reports a moderator saw about a member (issue 14): the effect on the member (a warning
 * mailed, a photo removed with the reason its owner reads, the profile disabled, a ban) and the reports
 * closed, in one transaction, each naming the moderator and why. Reports decided meanwhile: 409.
 */
export const decideReports = async (db: Database, staff: StaffProfile, body: ReportDecisionRequest, at: Date): Promise<Answer<{ ok: true }>> => {
  if (body.decision === 'remove_photo' && (body.photoId === undefined || body.photoReason === undefined)) return invalidInput(body.photoId === undefined ? 'photoId' : 'photoReason');
  try {
    return await retryOnConflict(() => db.transaction(async (tx) => {
      const member = await moderatedMember(tx, staff, body.memberId);
      if (member === undefined) return fail(404, { error: 'not_found' });
      const open = await tx.query<{ id: string }>('SELECT id::text AS id FROM reports WHERE reported_id = $1 AND resolved_at IS NULL AND id = ANY($2::bigint[])', [member.id, body.reportIds]);
      if (open.length !== new Set(body.reportIds).size) return fail(409, { error: 'conflict' });
      await applyDecision(tx, staff, member, body, at);
      const resolved = await runResolveReports(tx, {
        type: 'ResolveReports', data: { memberId: member.id, staffId: staff.id, decision: body.decision, reason: body.reason, reportIds: [...new Set(body.reportIds)], at },
      });
      if (resolved.kind === 'rejected') conflict(resolved.reason);
      return ok({ ok: true as const });
    }));
  } catch (error) {
    if (error instanceof DecisionConflict) return fail(409, { error: 'conflict' });
    throw error;
  }
};

/** Lifts a ban (issue 14): the profile returns to the status it had; a member not banned answers 409. */
export const unbanMember = async (db: Database, staff: StaffProfile, body: UnbanRequest, at: Date): Promise<Answer<{ ok: true }>> =>
  retryOnConflict(() => db.transaction(async (tx) => {
    const member = await moderatedMember(tx, staff, body.memberId);
    if (member === undefined) return fail(404, { error: 'not_found' });
    const lifted = await runAccountCommand(tx, member.id, { type: 'UnbanMember', data: { staffId: staff.id, reason: body.reason, at } });
    return lifted.kind === 'accepted' ? ok({ ok: true as const }) : fail(409, { error: 'conflict' });
  }));

/** The banned members of the staff member's sites, the latest ban first, with who banned them and why. */
export const bannedMembers = async (q: Queryable, staff: StaffProfile): Promise<BannedMember[]> => {
  const rows = await q.query<{ id: string; name: string; site: string; banned_at: Date; reason: string; staff_name: string | null }>(
    `SELECT m.id::text AS id, m.name, m.site, e.occurred_at AS banned_at, e.data->>'reason' AS reason, s.name AS staff_name
       FROM members m
       JOIN LATERAL (SELECT occurred_at, data FROM events WHERE stream_id = 'account-' || m.id::text AND type = 'MemberBanned' ORDER BY position DESC LIMIT 1) e ON true
       LEFT JOIN staff s ON s.id = (e.data->>'staffId')::bigint
      WHERE m.profile_status = 'banned' AND ${onStaffSitesSql('m.site')}
      ORDER BY e.occurred_at DESC LIMIT 200`,
    [staff.sites],
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, site: row.site, bannedAt: row.banned_at.toISOString(), reason: row.reason, staffName: row.staff_name ?? '' }));
};
