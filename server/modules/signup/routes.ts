import type { FastifyInstance } from 'fastify';
import { fail, invalidInput, ok } from '../../http/answer';
import { visitorCountry } from '../../http/geoip';
import { mailOriginOf } from '../../http/origin';
import { route } from '../../http/route';
import { newSessionToken, setSessionCookie } from '../../http/session';
import { hashPassword } from '../accounts/password';
import { userOf } from '../accounts/user-view';
import { signUp } from './sign-up';
import { signupCountry, signupRefusal } from './rules';

export interface SignupRouteOptions {
  /** Per IP, as login's: every signup costs a password hash and a mail, and account_exists tells whether an address has an account. */
  readonly rateLimit: { readonly max: number; readonly timeWindowMs: number };
}

export const registerSignupRoutes = (app: FastifyInstance, options: SignupRouteOptions): void => {
  route(
    app,
    'signup',
    async (ctx) => {
      const { body, request, reply, now } = ctx;
      const site = await ctx.site();
      const refusal = signupRefusal(body, site.settings, now);
      if (refusal?.kind === 'closed') return fail(403, { error: 'signup_closed' });
      if (refusal?.kind === 'invalid') return invalidInput(refusal.field);
      const country = signupCountry(site.settings.countries, visitorCountry(request));
      if (country === null) return fail(403, { error: 'signup_closed' });
      const [passwordHash, previous] = await Promise.all([hashPassword(body.password), ctx.viewer()]);
      const token = newSessionToken();
      const outcome = await signUp(ctx, { site, request: body, country, passwordHash, token, previous, origin: mailOriginOf(request, site), now });
      // Spec §8: the notice offering login. Nothing about the account: the same answer whatever its state.
      if (outcome.kind === 'exists') return fail(409, { error: 'account_exists' });
      setSessionCookie(request, reply, token);
      return ok({ user: userOf(outcome.member, site.settings) }, 201);
    },
    { rateLimit: options.rateLimit },
  );
};
