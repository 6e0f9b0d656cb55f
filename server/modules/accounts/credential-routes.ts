import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import { mailOriginOf } from '../../http/origin';
import { memberRoute, route } from '../../http/route';
import { hashSessionToken, newSessionToken, sessionTtlMs, setSessionCookie } from '../../http/session';
import { sqlStateOf, uniqueViolation } from '../../db/database';
import { checkPassword, type PasswordCheck } from '../login/check-password';
import { minutesUntil } from '../login/routes';
import { findMember } from '../members/find';
import { retryOnConflict } from '../retry';
import { runAccountCommand } from './commands';
import { queuePasswordChangedMail } from './credential-mails';
import { withdrawTokens } from './credential-tokens';
import { normalizeEmail } from './email';
import { confirmEmailChange, correctUnconfirmedEmail, requestEmailChange, type EmailChangeOutcome } from './email-change';
import { hashPassword } from './password';
import { requestPasswordReset, resetPasswordByLink } from './password-reset';
import { userOf } from './user-view';

const rateLimited = (reply: FastifyReply, until: Date, now: Date): Answer<never> => {
  reply.header('Retry-After', String(Math.ceil((until.getTime() - now.getTime()) / 1000)));
  return fail(429, { error: 'rate_limited', minutes: minutesUntil(until, now) });
};

/** A password asked again that was wrong, or asked while the address's login is locked (as a login is answered). */
const refusal = (check: Exclude<PasswordCheck, { kind: 'right' }>, field: string, now: Date): Answer<never> =>
  check.kind === 'locked'
    ? fail(429, { error: 'account_locked', minutes: minutesUntil(check.until, now) })
    : fail(400, { error: 'wrong_password', field });

// Another account took the address between the check and the write (a signup that does not take the address
// lock): the unique index refused it, and the answer is the same as when the check finds it.
const takenOnUniqueViolation = async <T>(work: () => Promise<T>): Promise<T | { readonly kind: 'taken' }> => {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === uniqueViolation) return { kind: 'taken' };
    throw error;
  }
};

const emailTaken = (): Answer<never> => fail(409, { error: 'email_taken', field: 'email' });

/** Password reset and change, e-mail change and its confirmation (spec §2, §5, §8). */
export const registerCredentialRoutes = (app: FastifyInstance): void => {
  // Per client address on top of the daily limit per e-mail address: one client cannot walk through many addresses.
  route(app, 'requestPasswordReset', async ({ body, now, site, request, reply, transaction }) => {
    const where = await site();
    const outcome = await retryOnConflict(() =>
      transaction((tx) => requestPasswordReset(tx, { email: body.email, language: body.language, site: where, origin: mailOriginOf(request, where), now })),
    );
    return outcome.kind === 'limited' ? rateLimited(reply, outcome.until, now) : ok({ ok: true as const });
  }, { rateLimit: { max: 30, timeWindowMs: 60_000 } });

  // Each attempt costs an argon2id hash (made before the transaction): limited per client address.
  route(app, 'resetPassword', async (ctx) => {
    const { body, now, request, reply, transaction, site } = ctx;
    const [passwordHash, previous, where] = await Promise.all([hashPassword(body.password), ctx.viewer(), site()]);
    const token = newSessionToken();
    const member = await retryOnConflict(() =>
      transaction((tx) =>
        resetPasswordByLink(tx, {
          token: body.token, passwordHash, sessionHash: hashSessionToken(token), expiresAt: new Date(now.getTime() + sessionTtlMs), previous, now,
        }),
      ),
    );
    if (member === undefined) return fail(400, { error: 'link_invalid', field: 'token' });
    setSessionCookie(request, reply, token);
    return ok({ user: userOf(member, where.settings) });
  }, { rateLimit: { max: 30, timeWindowMs: 60_000 } });

  memberRoute(app, 'changePassword', async ({ viewer, body, now, site, request, transaction }) => {
    const check = await checkPassword({ transaction }, viewer.member, body.old_password, now);
    if (check.kind !== 'right') return refusal(check, 'old_password', now);
    const [passwordHash, where] = await Promise.all([hashPassword(body.new_password), site()]);
    const id = viewer.member.id;
    await retryOnConflict(() =>
      transaction(async (tx) => {
        await runAccountCommand(tx, id, { type: 'ChangePassword', data: { passwordHash, keepSession: viewer.sessionHash, at: now } });
        // A new password also voids an address change asked before it: whoever asked it may be who the member locks out.
        await withdrawTokens(tx, id, 'reset');
        await withdrawTokens(tx, id, 'mail_change');
        const member = await findMember(tx, id);
        if (member?.email != null) await queuePasswordChangedMail(tx, { site: where, origin: mailOriginOf(request, where), now }, { ...member, email: member.email });
      }),
    );
    return ok({ ok: true as const });
  });

  memberRoute(app, 'changeEmail', async ({ viewer, body, now, site, request, reply, transaction }) => {
    const { member } = viewer;
    const address = normalizeEmail(body.email);
    if (address === member.email) return invalidInput('email');
    const here = await site();
    const where = { site: here, origin: mailOriginOf(request, here), now };
    let outcome: EmailChangeOutcome;
    if (member.status === 'not_confirmed' || member.email === null) {
      outcome = await takenOnUniqueViolation(() => retryOnConflict(() => transaction((tx) => correctUnconfirmedEmail(tx, member.id, address, where))));
    } else {
      const check = body.password === undefined ? ({ kind: 'wrong' } as const) : await checkPassword({ transaction }, member, body.password, now);
      if (check.kind !== 'right') return refusal(check, 'password', now);
      const current = { ...member, email: member.email };
      outcome = await retryOnConflict(() => transaction((tx) => requestEmailChange(tx, current, address, where)));
    }
    switch (outcome.kind) {
      case 'limited':
        return rateLimited(reply, outcome.until, now);
      case 'taken':
        return emailTaken();
      case 'same':
        return invalidInput('email');
      case 'changed':
      case 'confirmation_sent':
        return ok({ outcome: outcome.kind, email: address });
    }
  });

  route(app, 'confirmEmailChange', async ({ body, now, transaction }) => {
    const outcome = await takenOnUniqueViolation(() => retryOnConflict(() => transaction((tx) => confirmEmailChange(tx, body.token, now))));
    if (typeof outcome !== 'string') return emailTaken();
    switch (outcome) {
      case 'invalid':
        return fail(400, { error: 'link_invalid', field: 'token' });
      case 'taken':
        return emailTaken();
      case 'changed':
        return ok({ ok: true as const });
    }
  });
};
