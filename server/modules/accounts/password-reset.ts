import { createHash } from 'node:crypto';
import type { Locale } from '../../../io/entities/locale';
import type { Queryable } from '../../db/database';
import type { Site } from '../../http/site';
import type { Viewer } from '../../http/session';
import { handleCommand } from '../handle-command';
import { decide as decideLogin } from '../login/decide';
import { loginAggregate } from '../login/events';
import { loginStreamId } from '../login/login-key';
import { findMember, findMemberByEmail } from '../members/find';
import type { MemberRow } from '../members/member-row';
import { runAccountCommand } from './commands';
import { queueResetMail, queueResetUnknownMail } from './credential-mails';
import { keepToken, markUsed, newMailToken, takeToken, withdrawTokens } from './credential-tokens';
import { normalizeEmail } from './email';

/**
 * Spec §9: at most this many password-reset mails to one address in any 24 hours, on all sites together (it
 * protects the owner of the address from a flood), whether or not the address has an account.
 */
export const resetMailsPerDay = 3;
const dayMs = 86_400_000;

export type ResetRequestOutcome = { readonly kind: 'queued' } | { readonly kind: 'limited'; readonly until: Date };

export interface ResetRequest {
  readonly email: string;
  /** The language of the page the request came from: the not-found mail has no member to take it from. */
  readonly language: Locale;
  readonly site: Site;
  readonly origin: string;
  readonly now: Date;
}

/**
 * Counts the request for the address and mails it: the link to an account's address, 'E-mailadres niet
 * gevonden' to an address without one. Both take the same steps (a token made, one mail queued), so neither the
 * answer nor the limit tells whether the address has an account.
 */
export const requestPasswordReset = async (tx: Queryable, request: ResetRequest): Promise<ResetRequestOutcome> => {
  const { site, origin, now } = request;
  const address = normalizeEmail(request.email);
  const addressHash = createHash('sha256').update(address).digest('hex');
  // Two requests at once count one after the other: the limit holds.
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`password-reset:${addressHash}`]);
  const dayAgo = new Date(now.getTime() - dayMs).toISOString();
  await tx.query('DELETE FROM password_reset_requests WHERE address_hash = $1 AND requested_at <= $2', [addressHash, dayAgo]);
  const recent = await tx.query<{ requested_at: Date }>(
    'SELECT requested_at FROM password_reset_requests WHERE address_hash = $1 ORDER BY requested_at', [addressHash],
  );
  const oldestCounted = recent[recent.length - resetMailsPerDay];
  if (oldestCounted !== undefined) return { kind: 'limited', until: new Date(oldestCounted.requested_at.getTime() + dayMs) };
  await tx.query('INSERT INTO password_reset_requests (address_hash, requested_at) VALUES ($1, $2)', [addressHash, now.toISOString()]);
  const token = newMailToken();
  const member = await findMemberByEmail(tx, site.domain, address);
  const letter = { site, origin, now };
  if (member?.email == null) {
    await queueResetUnknownMail(tx, letter, address, request.language);
  } else {
    await keepToken(tx, token, { memberId: member.id, purpose: 'reset', email: null, now });
    await queueResetMail(tx, letter, { ...member, email: member.email }, token);
  }
  return { kind: 'queued' };
};

export interface PasswordResetByLink {
  readonly token: string;
  readonly passwordHash: string;
  /** The hash of the session the reset logs in with. */
  readonly sessionHash: string;
  readonly expiresAt: Date;
  /** The session the browser had, ended if it was another member's. */
  readonly previous: Viewer | null;
  readonly now: Date;
}

/**
 * The mailed link used once: the new password, every session of the member ended and a new one started, the
 * address confirmed, and the login lockout of the address lifted (its owner proved who they are). Undefined
 * for a link unknown, used, replaced or expired.
 */
export const resetPasswordByLink = async (tx: Queryable, reset: PasswordResetByLink): Promise<MemberRow | undefined> => {
  const { now } = reset;
  const kept = await takeToken(tx, reset.token, 'reset');
  if (kept === undefined || kept.used_at !== null || kept.expires_at.getTime() <= now.getTime()) return undefined;
  const member = await findMember(tx, kept.member_id);
  if (member?.email == null) return undefined;
  await markUsed(tx, kept, now);
  const { previous } = reset;
  if (previous !== null && previous.member.id !== member.id) {
    await runAccountCommand(tx, previous.member.id, { type: 'EndSession', data: { sessionHash: previous.sessionHash, at: now } });
  }
  // A deleted account within its 14 days: the link proves the address as the reactivation link does, and a
  // member who resets a password means to log in, which brings the account back (spec §8).
  if (member.profile_status === 'deleted') {
    const back = await runAccountCommand(tx, member.id, { type: 'ReactivateAccount', data: { via: 'link', at: now } });
    if (back.kind === 'rejected') return undefined;
  }
  const decision = await runAccountCommand(tx, member.id, {
    type: 'ResetPassword', data: { passwordHash: reset.passwordHash, sessionHash: reset.sessionHash, expiresAt: reset.expiresAt, at: now },
  });
  if (decision.kind === 'rejected') return undefined;
  // An address change asked before the reset is void: it may be the intruder's, whom the new password locks out.
  await withdrawTokens(tx, member.id, 'mail_change');
  const unlock = { type: 'ClearLockout', data: { at: now } } as const;
  await handleCommand(tx, loginAggregate, loginStreamId(member.site, member.email), (state) => decideLogin(unlock, state), now);
  return findMember(tx, member.id);
};
