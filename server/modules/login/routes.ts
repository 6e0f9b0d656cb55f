import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../../io/errors';
import { fail, ok } from '../../http/answer';
import { route } from '../../http/route';
import { newSessionToken, setSessionCookie } from '../../http/session';
import { userOf } from '../accounts/user-view';
import { logIn, type LoginOutcome } from './log-in';

export interface LoginRouteOptions {
  /** Per IP, on top of the per-address lockout (spec: 'Te veel foute pogingen'). */
  readonly rateLimit: { readonly max: number; readonly timeWindowMs: number };
}

/** Whole minutes left, at least 1: the UI says 'account voor {minutes} min geblokkeerd'. */
export const minutesUntil = (until: Date, now: Date): number => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** A refused login as the JSON call answers it; the form without script sends the same body back in its address. */
export const refusalOf = (outcome: Exclude<LoginOutcome, { kind: 'logged_in' }>, now: Date): { readonly status: number; readonly body: ApiError } => {
  switch (outcome.kind) {
    case 'failed':
      return { status: 401, body: { error: 'login_failed' } };
    // Only with the right password: nothing is revealed to whoever does not know it.
    case 'deleted':
      return { status: 403, body: { error: 'account_deleted' } };
    case 'banned':
      return { status: 403, body: { error: 'account_banned' } };
    case 'locked':
      return { status: 429, body: { error: 'account_locked', minutes: minutesUntil(outcome.until, now) } };
  }
};

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
      if (outcome.kind !== 'logged_in') {
        const refusal = refusalOf(outcome, now);
        return fail(refusal.status, refusal.body);
      }
      setSessionCookie(request, reply, token);
      return ok({ user: userOf(outcome.member, settings) });
    },
    { rateLimit: options.rateLimit },
  );
};
