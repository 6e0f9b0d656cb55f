import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer';
import { endStaffSession } from '../../http/staff-session';
import { staffRoute } from '../../http/staff-route';
import { addStaffAccount, removeStaffAccount, staffAccounts, updateStaffAccount } from './accounts';
import { auditEntries } from './audit';
import { openComplaintCount } from './complaint-queue';
import { runStaffCommand } from './commands';
import { logInStaff } from './log-in';
import { bannedMembers, decideReports, unbanMember } from './moderation';
import { decidePhoto, pendingCount, pendingPhotos } from './photo-queue';
import { openReportCount, reportQueue } from './report-queue';
import { staffNamesFor } from './read';
import { adminSites, publishSite } from './site-settings';
import { adminCatalogues, changeCatalogue } from './catalogue';
import { withCodeExpired, withNewCode, withPackages } from './catalogue-changes';
import { deskWaitingCount } from '../desk/queue';
import { decideText, flaggedTextCount, flaggedTexts } from './text-queue';

export interface StaffRouteOptions {
  /** Staff logins per client address, beside each account's lockout after 5 failures. */
  readonly loginRateLimit: { readonly max: number; readonly timeWindowMs: number };
}

/** The staff console's calls (issue 14): its session, the queues, photo and text moderation and the audit trail. */
export const registerStaffRoutes = (app: FastifyInstance, options: StaffRouteOptions): void => {
  staffRoute(app, 'staffLogin', async ({ db, request, reply, now, body }) => logInStaff({ db, request, reply, now }, body), { rateLimit: options.loginRateLimit });
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
    return ok({
      photos: moderator ? await pendingCount(db, staff) : 0,
      texts: moderator ? await flaggedTextCount(db, staff) : 0,
      reports: moderator ? await openReportCount(db, staff) : 0,
      desk: staff.roles.includes('desk') ? await deskWaitingCount(db, staff) : 0,
      complaints: staff.roles.includes('support') ? await openComplaintCount(db, staff) : 0,
    });
  });
  staffRoute(app, 'pendingPhotos', async ({ db, staff }) => ok(await pendingPhotos(db, staff)));
  staffRoute(app, 'approvePhoto', async ({ db, staff, body, now }) => decidePhoto(db, { staff, ...body }, now));
  staffRoute(app, 'rejectPhoto', async ({ db, staff, body, now }) => decidePhoto(db, { staff, ...body }, now));
  staffRoute(app, 'flaggedTexts', async ({ db, staff }) => ok(await flaggedTexts(db, staff)));
  staffRoute(app, 'approveText', async ({ db, staff, body, now }) => decideText(db, staff, body, now));
  staffRoute(app, 'editText', async ({ db, staff, body, now }) => decideText(db, staff, body, now));
  staffRoute(app, 'reports', async ({ db, staff }) => ok(await reportQueue(db, staff)));
  staffRoute(app, 'decideReports', async ({ db, staff, body, now }) => decideReports(db, staff, body, now));
  staffRoute(app, 'bannedMembers', async ({ db, staff }) => ok({ members: await bannedMembers(db, staff) }));
  staffRoute(app, 'unbanMember', async ({ db, staff, body, now }) => unbanMember(db, staff, body, now));
  staffRoute(app, 'adminSites', async ({ db, staff }) => ok({ sites: await adminSites(db, staff) }));
  staffRoute(app, 'publishSite', async ({ db, staff, body, now }) => publishSite(db, staff, body, now));
  staffRoute(app, 'adminCatalogues', async ({ db, staff }) => ok({ sites: await adminCatalogues(db, staff) }));
  staffRoute(app, 'publishPackages', async ({ db, staff, body, now }) => changeCatalogue(db, staff, body, withPackages(body.currency, body.packages), now));
  staffRoute(app, 'createCode', async ({ db, staff, body, now }) => changeCatalogue(db, staff, body, withNewCode(body.rule), now));
  staffRoute(app, 'expireCode', async ({ db, staff, body, now }) => changeCatalogue(db, staff, body, withCodeExpired(body.code, now), now));
  staffRoute(app, 'staffNames', async ({ db, staff }) => ok({ staff: await staffNamesFor(db, staff) }));
  staffRoute(app, 'staffAccounts', async ({ db, staff }) => ok(await staffAccounts(db, staff)));
  staffRoute(app, 'addStaffAccount', async ({ db, staff, body, now }) => addStaffAccount(db, staff, body, now));
  staffRoute(app, 'updateStaffAccount', async ({ db, staff, body, now }) => updateStaffAccount(db, staff, body, now));
  staffRoute(app, 'removeStaffAccount', async ({ db, staff, body, now }) => removeStaffAccount(db, staff, body, now));
  staffRoute(app, 'audit', async ({ db, query }) => ok({ entries: await auditEntries(db, query) }));
};
