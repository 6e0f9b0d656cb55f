import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../http/answer';
import { mailOriginOf } from '../../http/origin';
import { memberRoute, route } from '../../http/route';
import { clearSessionCookie, newSessionToken, setSessionCookie } from '../../http/session';
import { beginSession } from '../login/log-in';
import { checkMemberPassword } from '../login/password-check';
import { minutesUntil } from '../login/routes';
import { findMember } from '../members/find';
import { retryOnConflict } from '../retry';
import { runAccountCommand } from './commands';
import { followDeletion, reactivateByToken } from './reactivation';
import { userOf } from './user-view';

export const registerLeavingRoutes = (app: FastifyInstance): void => {
  // Spec §2: the reason, an optional word and the password. Every session ends with it (this one too: the
  // cookie is cleared), and the mail's link can bring the account back for 14 days.
  memberRoute(app, 'deleteAccount', async (ctx) => {
    const { viewer, body, now, site, request, reply, transaction } = ctx;
    const check = await checkMemberPassword(ctx, viewer.member, body.password, now);
    if (check.kind === 'locked') return fail(429, { error: 'account_locked', minutes: minutesUntil(check.until, now) });
    if (check.kind === 'wrong') return fail(403, { error: 'wrong_password', field: 'password' });
    const where = await site();
    const comment = body.comment?.trim() ?? '';
    const deleted = await retryOnConflict(() =>
      transaction(async (tx) => {
        const decision = await runAccountCommand(tx, viewer.member.id, {
          type: 'DeleteAccount', data: { reason: body.reason, comment: comment === '' ? null : comment, at: now },
        });
        if (decision.kind === 'rejected') return false;
        await followDeletion(tx, viewer.member, where, mailOriginOf(request, where), now);
        return true;
      }),
    );
    clearSessionCookie(request, reply);
    return deleted ? ok({ ok: true as const }) : fail(403, { error: 'account_deleted' });
  });

  // The mail's link (/account-deleted?token=…) posts its token here: the account is back and logged in.
  route(app, 'reactivate', async (ctx) => {
    const { body, now, site, request, reply, transaction } = ctx;
    const [{ settings }, previous] = await Promise.all([site(), ctx.viewer()]);
    const token = newSessionToken();
    const member = await retryOnConflict(() =>
      transaction(async (tx) => {
        const memberId = await reactivateByToken(tx, body.token, now);
        if (memberId === undefined) return undefined;
        await beginSession(tx, memberId, { previous, now, token });
        return findMember(tx, memberId);
      }),
    );
    if (member === undefined) return fail(400, { error: 'link_invalid' });
    setSessionCookie(request, reply, token);
    return ok({ user: userOf(member, settings) });
  });
};
