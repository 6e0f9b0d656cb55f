import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as t from 'io-ts';
import { decode } from '../../../io/codec/decode';
import { LoginRequest } from '../../../io/contract';
import type { ApiError } from '../../../io/errors';
import { isCrossSite } from '../../http/cross-site';
import { acceptFormBodies } from '../../http/form-body';
import { rateLimiter } from '../../http/route';
import { findViewerCached, newSessionToken, setSessionCookie } from '../../http/session';
import { logIn } from './log-in';
import { refusalOf, type LoginRouteOptions } from './routes';

/** The served login screen's form posts to its own address (views/screens/LoginScreen.tsx). */
const loginFormPath = '/login';

/** The address as typed, to fill the form in again even when the post was refused as incomplete. */
const TypedEmail = t.type({ email: t.string });

/** Back to the login screen with the address typed and the refusal (machines/app/login-error.ts reads it). */
const sendBack = (reply: FastifyReply, email: string, refusal: ApiError): FastifyReply => {
  const fields = new URLSearchParams(email === '' ? {} : { email });
  fields.set('error', refusal.error);
  if (refusal.minutes !== undefined) fields.set('minutes', String(refusal.minutes));
  return reply.redirect(`${loginFormPath}?${fields.toString()}`, 303);
};

/**
 * The login form without script: the served /login form posts here when it is sent before the page has
 * hydrated (a password manager's auto-submit on a slow phone), where it would otherwise meet a 404. It is the
 * JSON login's twin (modules/login/routes.ts): the same body codec, logIn, refusals, per-address limit (its own
 * count) and session cookie; the browser goes on to /members, or back to /login with the address and the refusal.
 */
export const registerLoginForm = async (app: FastifyInstance, options: LoginRouteOptions): Promise<void> => {
  const overLimit = rateLimiter(app, [options.rateLimit]);
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.post(loginFormPath, async (request, reply) => {
      const email = TypedEmail.is(request.body) ? request.body.email : '';
      // A login posted by another site's page would sign the visitor in to an account of that site's choosing.
      if (isCrossSite(request)) return reply.redirect(loginFormPath, 303);
      if ((await overLimit(request, reply)) !== null) return sendBack(reply, email, { error: 'rate_limited' });
      // The JSON call answers an incomplete login invalid_input, which its screen shows as a failed login.
      const credentials = decode(LoginRequest, request.body ?? {});
      if (E.isLeft(credentials)) return sendBack(reply, email, { error: 'login_failed' });
      const { deps } = app;
      const now = deps.clock.now();
      const [site, previous] = await Promise.all([
        deps.sites.find(deps.db, [request.hostname], deps.defaultDomain),
        findViewerCached(deps.db, deps.reads, request, now),
      ]);
      const token = newSessionToken();
      const { email: address, password } = credentials.right;
      const outcome = await logIn({ db: deps.db, transaction: deps.db.transaction.bind(deps.db) }, { site: site.domain, email: address, password, token, previous, now });
      if (outcome.kind !== 'logged_in') return sendBack(reply, email, refusalOf(outcome, now).body);
      setSessionCookie(request, reply, token);
      return reply.redirect('/members', 303);
    });
  });
};
