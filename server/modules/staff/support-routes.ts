import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../http/answer';
import { staffRoute } from '../../http/staff-route';
import type { RefundShare } from '../payments/decide';
import type { RefundOutcome } from '../payments/refund';
import { correctCredits, lookUpMembers, memberAccount, refundForMember, resendActivationFor } from './support';

export interface SupportOptions {
  /** The payments module's refund through the site's provider. */
  readonly refund: (paymentId: string, share: RefundShare) => Promise<RefundOutcome>;
}

/** Support's calls of the staff console (issue 14): find a member, read their account, correct credits, resend the activation mail, refund. */
export const registerStaffSupportRoutes = (app: FastifyInstance, options: SupportOptions): void => {
  staffRoute(app, 'lookUpMembers', async ({ db, staff, query }) => ok({ members: await lookUpMembers(db, staff, query.q) }));
  staffRoute(app, 'memberAccount', async ({ db, staff, query, now }) => {
    const account = await memberAccount(db, staff, query.id, now);
    return account === null ? fail(404, { error: 'not_found' }) : ok(account);
  });
  staffRoute(app, 'correctCredits', async ({ db, staff, body, now }) => correctCredits(db, staff, body, now));
  staffRoute(app, 'resendActivationFor', async ({ deps, staff, body, now }) => resendActivationFor(deps, staff, body.memberId, now));
  staffRoute(app, 'refundPayment', async ({ db, staff, body }) => refundForMember(db, staff, body, options.refund));
};
