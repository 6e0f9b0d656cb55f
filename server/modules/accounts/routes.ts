import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../http/answer';
import { memberRoute, route } from '../../http/route';
import { isCrossSite } from '../../http/cross-site';
import { clearSessionCookie, recordLastSeen } from '../../http/session';
import { findMember } from '../members/find';
import { registerActivationRoutes } from './activation-routes';
import { registerLeavingRoutes } from './leaving-routes';
import { registerCredentialRoutes } from './credential-routes';
import { registerNotificationRoutes } from './notification-routes';
import { runAccountCommand } from './commands';
import { userOf } from './user-view';

export const registerAccountRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'getUser', async ({ viewer, site }) => ok({ user: userOf(viewer.member, (await site()).settings) }), {
    keepAnswer: { membersIn: () => [] },
  });

  memberRoute(app, 'setLanguage', async ({ viewer, body, now, site, transaction }) => {
    const id = viewer.member.id;
    const member = await transaction(async (tx) => {
      await runAccountCommand(tx, id, { type: 'ChangeLanguage', data: { language: body.language, at: now } });
      return findMember(tx, id);
    });
    return member === undefined ? fail(404, { error: 'not_found' }) : ok({ user: userOf(member, (await site()).settings) });
  });

  memberRoute(app, 'setInvisible', async ({ viewer, body, now, transaction }) => {
    await transaction((tx) => runAccountCommand(tx, viewer.member.id, { type: 'SetInvisibleMode', data: { invisible: body.invisible, at: now } }));
    return ok({ invisible: body.invisible });
  });

  registerActivationRoutes(app);
  registerLeavingRoutes(app);
  registerCredentialRoutes(app);
  registerNotificationRoutes(app);

  // Public: logging out without a session is fine and answers the same. A GET by spec §7, so a link on
  // another site must not log a member out: cross-site requests are refused and the session kept.
  route(app, 'logout', async (ctx) => {
    const { now, request, reply, transaction } = ctx;
    if (isCrossSite(request)) return fail(403, { error: 'cross_site_request' });
    const viewer = await ctx.viewer();
    if (viewer !== null) {
      const { member, sessionHash } = viewer;
      await transaction((tx) => runAccountCommand(tx, member.id, { type: 'EndSession', data: { sessionHash, at: now } }));
    }
    clearSessionCookie(request, reply);
    return ok({ ok: true as const });
  });

  // A beacon when the page is hidden: only the session's last-seen time (session_activity), no event.
  route(app, 'pageHidden', async (ctx) => {
    const { now, db } = ctx;
    const viewer = await ctx.viewer();
    if (viewer !== null) {
      await recordLastSeen(db, viewer.sessionHash, now);
    }
    return ok({ ok: true as const });
  });
};
