import type { FastifyInstance } from 'fastify';
import type { PhotoRejectionReason } from '../../../io/entities/photo';
import type { StaffProfile } from '../../../io/entities/staff';
import type { Database } from '../../db/database';
import { fail, ok, type Answer } from '../../http/answer';
import { endStaffSession } from '../../http/staff-session';
import { staffRoute } from '../../http/staff-route';
import { runPhotoCommand } from '../photos/commands';
import { retryOnConflict } from '../retry';
import { auditEntries } from './audit';
import { runStaffCommand } from './commands';
import { logInStaff } from './log-in';
import { bannedMembers, decideReports, unbanMember } from './moderation';
import { pendingCount, pendingPhotos } from './photo-queue';
import { openReportCount, reportQueue } from './report-queue';
import { staffNamesFor, worksOn } from './read';

interface PhotoDecision {
  readonly staff: StaffProfile;
  readonly memberId: number;
  readonly photoId: string;
  readonly reason?: PhotoRejectionReason;
}

/** Approves or rejects a photo of a member on one of the staff member's sites (404 for any other member). */
const decidePhoto = async (db: Database, decision: PhotoDecision, now: Date): Promise<Answer<{ ok: true }>> => {
  const [row] = await db.query<{ site: string }>('SELECT site FROM members WHERE id = $1', [decision.memberId]);
  if (row === undefined || !worksOn(decision.staff, row.site)) return fail(404, { error: 'not_found' });
  const ref = { memberId: decision.memberId, photoId: decision.photoId, at: now, staffId: decision.staff.id };
  const outcome = await retryOnConflict(() =>
    db.transaction((tx) =>
      runPhotoCommand(tx, decision.reason === undefined ? { type: 'ApprovePhoto', data: ref } : { type: 'RejectPhoto', data: { ...ref, reason: decision.reason } }),
    ),
  );
  // Another moderator was first: a conflict, not a 404 (which the console reads as its session's end).
  return outcome.kind === 'accepted' ? ok({ ok: true as const }) : fail(409, { error: 'conflict' });
};

/** The staff console's calls (issue 14): its session, the queues, photo moderation and the audit trail. */
export const registerStaffRoutes = (app: FastifyInstance): void => {
  staffRoute(app, 'staffLogin', async ({ db, request, reply, now, body }) => logInStaff({ db, request, reply, now }, body));
  staffRoute(app, 'staffMe', async ({ staff }) => ok({ staff }));
  staffRoute(app, 'staffLogout', async ({ db, request, reply, now, staff }) => {
    await db.transaction(async (tx) => {
      await runStaffCommand(tx, { type: 'LogOutStaff', data: { staffId: staff.id, at: now } });
      await endStaffSession(tx, request, reply);
    });
    return ok({ ok: true as const });
  });
  staffRoute(app, 'staffQueues', async ({ db, staff }) => {
    const moderator = staff.roles.includes('moderator');
    return ok({ photos: moderator ? await pendingCount(db, staff) : 0, reports: moderator ? await openReportCount(db, staff) : 0 });
  });
  staffRoute(app, 'pendingPhotos', async ({ db, staff }) => ok(await pendingPhotos(db, staff)));
  staffRoute(app, 'approvePhoto', async ({ db, staff, body, now }) => decidePhoto(db, { staff, ...body }, now));
  staffRoute(app, 'rejectPhoto', async ({ db, staff, body, now }) => decidePhoto(db, { staff, ...body }, now));
  staffRoute(app, 'reports', async ({ db, staff }) => ok(await reportQueue(db, staff)));
  staffRoute(app, 'decideReports', async ({ db, staff, body, now }) => decideReports(db, staff, body, now));
  staffRoute(app, 'bannedMembers', async ({ db, staff }) => ok({ members: await bannedMembers(db, staff) }));
  staffRoute(app, 'unbanMember', async ({ db, staff, body, now }) => unbanMember(db, staff, body, now));
  staffRoute(app, 'staffNames', async ({ db, staff }) => ok({ staff: await staffNamesFor(db, staff) }));
  staffRoute(app, 'audit', async ({ db, query }) => ok({ entries: await auditEntries(db, query) }));
};
