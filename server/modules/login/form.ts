import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { isCrossSite } from '../../http/cross-site';
import { acceptFormBodies } from '../../http/form-body';
import { rateLimiter } from '../../http/route';
import { findViewerCached, newSessionToken, setSessionCookie } from '../../http/session';
import { logIn } from './log-in';
import { minutesUntil, type LoginRouteOptions } from './routes';

/** The served login screen's form posts to its own address (views/screens/LoginScreen.tsx). */
const loginFormPath = '/login';

const textField = (body: unknown, name: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

/** Back to the login screen with the address typed and the refusal (machines/app/login-error.ts reads it). */
const sendBack = (reply: FastifyReply, email: string, refusal: Record<string, string>): FastifyReply =>
  reply.redirect(`${loginFormPath}?${new URLSearchParams({ ...(email === '' ? {} : { email }), ...refusal }).toString()}`, 303);

/**
 * The login form without script: the served /login form posts here when it is sent before the page has
 * hydrated (a password manager's auto-submit on a slow phone), where it would otherwise meet a 404. It is the
 * JSON login's twin (modules/login/routes.ts): the same logIn, the same per-address limit (its own count) and
 * session cookie; the browser goes on to /members, or back to /login with the address and the refusal.
 */
export const registerLoginForm = async (app: FastifyInstance, options: LoginRouteOptions): Promise<void> => {
  const overLimit = rateLimiter(app, [options.rateLimit]);
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.post(loginFormPath, async (request: FastifyRequest, reply) => {
      const email = textField(request.body, 'email');
      const password = textField(request.body, 'password');
      // A login posted by another site's page would sign the visitor in to an account of that site's choosing.
      if (isCrossSite(request)) return reply.redirect(loginFormPath, 303);
      if ((await overLimit(request, reply)) !== null) return sendBack(reply, email, { error: 'rate_limited' });
      if (email.trim() === '' || password === '') return sendBack(reply, email, { error: 'login_failed' });
      const { deps } = app;
      const now = deps.clock.now();
      const [site, previous] = await Promise.all([
        deps.sites.find(deps.db, [request.hostname], deps.defaultDomain),
        findViewerCached(deps.db, deps.reads, request, now),
      ]);
      const token = newSessionToken();
      const work = { db: deps.db, transaction: <T>(fn: (tx: Queryable) => Promise<T>) => deps.db.transaction(fn) };
      const outcome = await logIn(work, { site: site.domain, email, password, token, previous, now });
      switch (outcome.kind) {
        case 'logged_in':
          setSessionCookie(request, reply, token);
          return reply.redirect('/members', 303);
        case 'failed':
          return sendBack(reply, email, { error: 'login_failed' });
        // The screen offers reactivation, which sends the same login again with the page's script.
        case 'deleted':
          return sendBack(reply, email, { error: 'account_deleted' });
        case 'banned':
          return sendBack(reply, email, { error: 'account_banned' });
        case 'locked':
          return sendBack(reply, email, { error: 'account_locked', minutes: String(minutesUntil(outcome.until, now)) });
      }
    });
  });
};
