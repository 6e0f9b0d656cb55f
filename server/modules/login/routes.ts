import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../http/answer';
import { route } from '../../http/route';
import { newSessionToken, setSessionCookie } from '../../http/session';
import { userOf } from '../accounts/user-view';
import { logIn } from './log-in';

export interface LoginRouteOptions {
  /** Per IP, on top of the per-address lockout (spec: 'Te veel foute pogingen'). */
  readonly rateLimit: { readonly max: number; readonly timeWindowMs: number };
}

/** Whole minutes left, at least 1: the UI says 'account voor {minutes} min geblokkeerd'. */
export const minutesUntil = (until: Date, now: Date): number => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

export const registerLoginRoutes = (app: FastifyInstance, options: LoginRouteOptions): void => {
  route(
    app,
    'login',
    async (ctx) => {
      const { body, request, reply, now, site } = ctx;
      const [{ settings, domain }, viewer] = await Promise.all([site(), ctx.viewer()]);
      const token = newSessionToken();
      const outcome = await logIn(ctx, {
        site: domain, email: body.email, password: body.password, token, previous: viewer, now, reactivate: body.reactivate === true,
      });
      switch (outcome.kind) {
        case 'failed':
          return fail(401, { error: 'login_failed' });
        // Only with the right password: nothing is revealed to whoever does not know it.
        case 'deleted':
          return fail(403, { error: 'account_deleted' });
        case 'banned':
          return fail(403, { error: 'account_banned' });
        case 'locked':
          return fail(429, { error: 'account_locked', minutes: minutesUntil(outcome.until, now) });
        case 'logged_in':
          setSessionCookie(request, reply, token);
          return ok({ user: userOf(outcome.member, settings) });
      }
    },
    { rateLimit: options.rateLimit },
  );
};
