import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../http/answer';
import { staffRoute } from '../../http/staff-route';
import type { RefundShare } from '../payments/decide';
import type { RefundOutcome } from '../payments/refund';
import { answerComplaint, complaintList } from './complaint-queue';
import { exportForMember, requestErasureFor } from './member-data';
import { correctCredits, lookUpMembers, memberAccount, refundForMember, resendActivationFor } from './support';

export interface SupportOptions {
  /** The payments module's refund through the site's provider. */
  readonly refund: (paymentId: string, share: RefundShare) => Promise<RefundOutcome>;
}

/**
 * Support's calls of the staff console (issue 14): find a member, read their account, correct credits, resend the
 * activation mail, refund, export their data or request its erasure; the complaints from /complaints and their answers.
 */
export const registerStaffSupportRoutes = (app: FastifyInstance, options: SupportOptions): void => {
  staffRoute(app, 'lookUpMembers', async ({ db, staff, query }) => ok({ members: await lookUpMembers(db, staff, query.q) }));
  staffRoute(app, 'memberAccount', async ({ db, staff, query, now }) => {
    const account = await memberAccount(db, staff, query.id, now);
    return account === null ? fail(404, { error: 'not_found' }) : ok(account);
  });
  staffRoute(app, 'correctCredits', async ({ db, staff, body, now }) => correctCredits(db, staff, body, now));
  staffRoute(app, 'resendActivationFor', async ({ deps, staff, body, now }) => resendActivationFor(deps, staff, body.memberId, now));
  staffRoute(app, 'refundPayment', async ({ db, staff, body }) => refundForMember(db, staff, body, options.refund));
  staffRoute(app, 'exportMemberData', async ({ deps, staff, body, now }) => exportForMember(deps, staff, body, now));
  staffRoute(app, 'requestErasure', async ({ deps, staff, body, now }) => requestErasureFor(deps, staff, body, now));
  staffRoute(app, 'complaints', async ({ db, staff, query }) => ok(await complaintList(db, staff, query.show ?? 'open')));
  staffRoute(app, 'answerComplaint', async ({ deps, staff, body, now }) => answerComplaint(deps, staff, body, now));
};
