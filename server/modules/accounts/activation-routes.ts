import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../http/answer';
import { mailOriginOf } from '../../http/origin';
import { memberRoute } from '../../http/route';
import { minutesUntil } from '../login/routes';
import { retryOnConflict } from '../retry';
import { confirmByToken, resendActivationMail } from './activation';

/** A token is 32 random bytes in base64url; anything else is not worth a lookup. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const registerActivationRoutes = (app: FastifyInstance): void => {
  // The link in the activation mail: a page the browser opens, so it answers with a redirect to a screen, not JSON.
  app.get<{ Querystring: { token?: unknown } }>('/api/activate.php', async (request, reply) => {
    const { token } = request.query;
    const { db, clock } = app.deps;
    const confirmed = typeof token === 'string' && tokenPattern.test(token)
      && (await retryOnConflict(() => db.transaction((tx) => confirmByToken(tx, token, clock.now()))));
    return reply.header('Cache-Control', 'no-store').redirect(confirmed ? '/activate/done' : '/activate/error', 302);
  });

  memberRoute(app, 'resendActivation', async ({ viewer, now, site, request, reply, transaction }) => {
    const where = await site();
    const outcome = await transaction((tx) => resendActivationMail(tx, viewer.member.id, where, mailOriginOf(request, where), now));
    if (outcome.kind !== 'limited') return ok({ ok: true as const });
    reply.header('Retry-After', String(Math.ceil((outcome.until.getTime() - now.getTime()) / 1000)));
    return fail(429, { error: 'rate_limited', minutes: minutesUntil(outcome.until, now) });
  });
};
