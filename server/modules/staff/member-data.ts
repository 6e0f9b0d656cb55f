import type { DataExportRequest, ErasureRequest, MemberDataExport } from '../../../io/entities/support';
import type { StaffProfile } from '../../../io/entities/staff';
import { fail, ok, type Answer } from '../../http/answer';
import type { ServerDeps } from '../../http/deps';
import type { Site } from '../../http/site';
import { runAccountCommand } from '../accounts/commands';
import { followDeletion } from '../accounts/reactivation';
import { memberExportFile } from '../leaving/export-route';
import { findMember } from '../members/find';
import { retryOnConflict } from '../retry';
import { runStaffCommand } from './commands';
import { worksOn } from './read';

/** The site of a member on the staff member's sites; undefined otherwise (the caller answers 404). */
const siteOfMember = async (deps: ServerDeps, staff: StaffProfile, memberId: number): Promise<Site | undefined> => {
  const [row] = await deps.db.query<{ site: string }>('SELECT site FROM members WHERE id = $1', [memberId]);
  if (row === undefined || !worksOn(staff, row.site)) return undefined;
  return deps.sites.find(deps.db, [row.site], deps.defaultDomain);
};

/**
 * A member's data export for support (issue 14; GDPR art. 15/20 asked through support): the very file the member's own
 * download gives. MemberDataExported (who, whom, why) is recorded first, so no export leaves without its record.
 */
export const exportForMember = async (deps: ServerDeps, staff: StaffProfile, body: DataExportRequest, now: Date): Promise<Answer<MemberDataExport>> => {
  const site = await siteOfMember(deps, staff, body.memberId);
  if (site === undefined) return fail(404, { error: 'not_found' });
  await retryOnConflict(() =>
    deps.db.transaction((tx) => runStaffCommand(tx, { type: 'RecordMemberExport', data: { staffId: staff.id, memberId: body.memberId, reason: body.reason, at: now } })),
  );
  return ok(await memberExportFile(deps.db, body.memberId, site, now));
};

/**
 * An erasure support requests for a member (issue 14; GDPR art. 17): ErasureRequested naming who and why, with the
 * deletion the member's own makes and what follows it (leaving-routes.ts): every session ends, the profile is gone
 * from others, the reactivation mail goes to the member, and the erasure job erases the account when the 14 days
 * are over. An account deleted already answers 409 `account_deleted` (its erasure is on its way).
 */
export const requestErasureFor = async (deps: ServerDeps, staff: StaffProfile, body: ErasureRequest, now: Date): Promise<Answer<{ ok: true }>> => {
  const site = await siteOfMember(deps, staff, body.memberId);
  if (site === undefined) return fail(404, { error: 'not_found' });
  const requested = await retryOnConflict(() =>
    deps.db.transaction(async (tx) => {
      const member = await findMember(tx, body.memberId);
      if (member === undefined) return false;
      const decision = await runAccountCommand(tx, member.id, { type: 'RequestErasure', data: { staffId: staff.id, reason: body.reason, at: now } });
      if (decision.kind === 'rejected') return false;
      await followDeletion(tx, member, site, `https://${site.domain}`, now);
      return true;
    }),
  );
  return requested ? ok({ ok: true as const }) : fail(409, { error: 'account_deleted' });
};
