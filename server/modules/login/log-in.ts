import type { Queryable, UnitOfWork } from '../../db/database';
import { hashSessionToken, sessionTtlMs, type Viewer } from '../../http/session';
import { runAccountCommand } from '../accounts/commands';
import { normalizeEmail } from '../accounts/email';
import { verifyPassword } from '../accounts/password';
import { canReactivate, dropReactivationToken } from '../accounts/reactivation';
import { handleCommand } from '../handle-command';
import { findMember, findMemberByEmail } from '../members/find';
import type { MemberRow } from '../members/member-row';
import { retryOnConflict } from '../retry';
import { decide } from './decide';
import { loginAggregate } from './events';
import { loginStreamId } from './login-key';

export type LoginOutcome =
  | { readonly kind: 'logged_in'; readonly member: MemberRow }
  | { readonly kind: 'failed' }
  /** The password is right, but the account is deleted and may still be reactivated (spec §8). */
  | { readonly kind: 'deleted' }
  /** The password is right, but staff banned the account (issue 14): the banned-login notice. */
  | { readonly kind: 'banned' }
  | { readonly kind: 'locked'; readonly until: Date };

export interface LoginAttempt {
  readonly site: string;
  readonly email: string;
  readonly password: string;
  /** The new session's token (only its hash is stored). */
  readonly token: string;
  /** The session the browser already had, ended on a new login. */
  readonly previous: Viewer | null;
  readonly now: Date;
  /** Bring a deleted account back (within its 14 days) rather than answer that it is deleted. */
  readonly reactivate?: boolean;
}

/** Starts the member's new session (its token's hash) and ends the browser's previous one. */
export const beginSession = async (tx: Queryable, memberId: number, attempt: Pick<LoginAttempt, 'previous' | 'now' | 'token'>): Promise<void> => {
  const { previous, now, token } = attempt;
  if (previous !== null) {
    await runAccountCommand(tx, previous.member.id, { type: 'EndSession', data: { sessionHash: previous.sessionHash, at: now } });
  }
  const expiresAt = new Date(now.getTime() + sessionTtlMs);
  await runAccountCommand(tx, memberId, { type: 'StartSession', data: { sessionHash: hashSessionToken(token), expiresAt, at: now } });
};

/**
 * A deleted account whose password was right: reactivated when asked for (and its mailed link dropped),
 * else 'deleted'; once its 14 days are over, 'failed' as for an unknown address (it is as good as erased).
 */
const comeBack = async (tx: Queryable, memberId: number, attempt: LoginAttempt): Promise<'reactivated' | 'deleted' | 'failed'> => {
  if (attempt.reactivate !== true) return (await canReactivate(tx, memberId, attempt.now)) ? 'deleted' : 'failed';
  const decision = await runAccountCommand(tx, memberId, { type: 'ReactivateAccount', data: { via: 'login', at: attempt.now } });
  if (decision.kind === 'rejected') return 'failed';
  await dropReactivationToken(tx, memberId);
  return 'reactivated';
};

/**
 * Checks the password (always, against a dummy hash for an unknown address), then records the attempt on
 * the login stream of site + address, and on success starts a session, all in one transaction.
 */
export const logIn = async ({ db, transaction }: UnitOfWork, attempt: LoginAttempt): Promise<LoginOutcome> => {
  const email = normalizeEmail(attempt.email);
  const account = await findMemberByEmail(db, attempt.site, email);
  const passwordMatches = await verifyPassword(account?.password_hash ?? null, attempt.password);
  const command = { type: 'AttemptLogin', data: { at: attempt.now, memberId: account?.id ?? null, passwordMatches } } as const;
  return retryOnConflict(() =>
    transaction(async (tx): Promise<LoginOutcome> => {
      const decision = await handleCommand(tx, loginAggregate, loginStreamId(attempt.site, email), (s) => decide(command, s), attempt.now);
      if (decision.kind === 'rejected') return { kind: 'locked', until: decision.reason.until };
      for (const event of decision.events) {
        if (event.type === 'AccountLocked') return { kind: 'locked', until: new Date(event.data.until) };
      }
      const success = decision.events.find((event) => event.type === 'LoginSucceeded');
      if (success === undefined || account === undefined) return { kind: 'failed' };
      if (account.profile_status === 'banned') return { kind: 'banned' };
      if (account.profile_status === 'deleted') {
        const back = await comeBack(tx, account.id, attempt);
        if (back !== 'reactivated') return { kind: back };
      }
      await beginSession(tx, account.id, attempt);
      const member = await findMember(tx, account.id);
      return member === undefined ? { kind: 'failed' } : { kind: 'logged_in', member };
    }),
  );
};
