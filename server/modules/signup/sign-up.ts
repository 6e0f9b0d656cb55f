import type { SignupRequest } from '../../../io/entities/account';
import type { Queryable, UnitOfWork } from '../../db/database';
import { hashSessionToken, sessionTtlMs, type Viewer } from '../../http/session';
import type { Site } from '../../http/site';
import { queueActivationMail } from '../accounts/activation';
import { runAccountCommand } from '../accounts/commands';
import type { AccountCommand } from '../accounts/decide';
import { normalizeEmail } from '../accounts/email';
import { nextId } from '../ids';
import { findMember, findMemberByEmail } from '../members/find';
import type { MemberRow } from '../members/member-row';
import { retryOnConflict } from '../retry';
import { flaggedWordsOf } from '../texts/site-words';
import { keptTracking } from './rules';

export interface SignupAttempt {
  readonly site: Site;
  readonly request: SignupRequest;
  /** The country the member starts in (rules.ts signupCountry); region and city wait for the location step. */
  readonly country: string;
  /** Hashed before the transaction: a slow hash holds no lock. */
  readonly passwordHash: string;
  /** The new session's token (only its hash is stored). */
  readonly token: string;
  /** The session the browser already had, ended as a login ends it. */
  readonly previous: Viewer | null;
  /** Where the activation link points (the origin the visitor used). */
  readonly origin: string;
  readonly now: Date;
}

export type SignupOutcome = { readonly kind: 'exists' } | { readonly kind: 'signed_up'; readonly member: MemberRow };

/** The grant id of the site's signup_credits: one grant per account, however often a step is retried. */
export const signupGrantId = 'signup';

const run = async (tx: Queryable, memberId: number, command: AccountCommand): Promise<void> => {
  const decision = await runAccountCommand(tx, memberId, command);
  if (decision.kind === 'rejected') throw new Error(`signup: ${command.type} refused (${JSON.stringify(decision.reason)})`);
};

const registration = (attempt: SignupAttempt, memberId: number, email: string, flaggedWords: ReadonlyArray<string>): AccountCommand => {
  const { site, request, country, passwordHash, now } = attempt;
  const tracking = keptTracking(request.tracking);
  return {
    type: 'RegisterMember',
    data: {
      memberId, site: site.domain, email, passwordHash, name: request.name.trim(), gender: request.gender, birthDate: request.date_of_birth,
      country, region: '', city: '', language: request.language, fictional: false, status: 'not_confirmed', at: now, flaggedWords,
      ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
      ...(request.signup_message === undefined || request.signup_message.trim() === '' ? {} : { signupMessage: request.signup_message.trim() }),
    },
  };
};

/**
 * The account, its signup credits, a session and the activation mail, in one transaction. Site and address
 * take an advisory lock first, so two signups with one address run one after the other and the second finds
 * the first's account (the unique index on members (site, email) stands behind it).
 */
export const signUp = ({ transaction }: UnitOfWork, attempt: SignupAttempt): Promise<SignupOutcome> =>
  retryOnConflict(() =>
    transaction(async (tx): Promise<SignupOutcome> => {
      const { site, now, previous, token } = attempt;
      const email = normalizeEmail(attempt.request.email);
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`signup:${site.domain}\n${email}`]);
      if ((await findMemberByEmail(tx, site.domain, email)) !== undefined) return { kind: 'exists' };
      const memberId = await nextId(tx, 'member_id_seq');
      // A name the text rules flag waits for a moderator (issue 14).
      await run(tx, memberId, registration(attempt, memberId, email, await flaggedWordsOf(tx, site.domain)));
      const credits = site.settings.signup_credits;
      if (credits > 0) await run(tx, memberId, { type: 'GrantCredits', data: { grantId: signupGrantId, credits, reason: 'signup', at: now } });
      if (previous !== null) {
        await runAccountCommand(tx, previous.member.id, { type: 'EndSession', data: { sessionHash: previous.sessionHash, at: now } });
      }
      await run(tx, memberId, { type: 'StartSession', data: { sessionHash: hashSessionToken(token), expiresAt: new Date(now.getTime() + sessionTtlMs), at: now } });
      const member = await findMember(tx, memberId);
      if (member === undefined) throw new Error(`signup: member ${String(memberId)} not projected`);
      await queueActivationMail(tx, member, site, attempt.origin, now);
      return { kind: 'signed_up', member };
    }),
  );
