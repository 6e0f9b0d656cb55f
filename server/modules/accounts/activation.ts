import { createHash, randomBytes } from 'node:crypto';
import { defaultLocale, Locale } from '../../../io/entities/locale';
import type { Queryable } from '../../db/database';
import type { Site } from '../../http/site';
import { composeBody } from '../mail/compose';
import { dailyLimitUntil, queueMail } from '../mail/outbox';
import { legalLinks } from '../mail/page-links';
import { mailText, type MailTextId } from '../mail/texts';
import { findMember } from '../members/find';
import type { MemberRow } from '../members/member-row';
import { runAccountCommand } from './commands';

/** An activation link works for 7 days; a new mail's link replaces the one before. */
export const activationTtlMs = 7 * 86_400_000;
/** Spec §6 resend: at most this many activation mails per member in any 24 hours. */
export const activationMailsPerDay = 5;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The link the mail carries, on the origin the member used (`https://<site domain>` behind the load balancer). */
export const activationLink = (origin: string, token: string): string => `${origin}/api/activate.php?token=${token}`;

/**
 * A new token for the member (only its SHA-256 is kept; it replaces any earlier one) and the activation mail
 * with its link, in the member's language, both in the caller's transaction. A member without an address gets none.
 */
export const queueActivationMail = async (tx: Queryable, member: MemberRow, site: Site, origin: string, now: Date): Promise<boolean> => {
  if (member.email === null) return false;
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO activation_tokens (member_id, token_hash, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
    [member.id, hashToken(token), new Date(now.getTime() + activationTtlMs).toISOString()],
  );
  const language = Locale.is(member.language) ? member.language : defaultLocale;
  const values = { name: member.name, site: site.settings.name };
  const say = (id: MailTextId) => mailText(language, id, values);
  const body = composeBody(
    [say('activation.greeting'), say('activation.intro'), { href: activationLink(origin, token), label: say('activation.link') },
      say('activation.expiry'), say('activation.ignore'), say('signature'), ...await legalLinks(tx, origin, language)],
    language,
  );
  await queueMail(tx, {
    site: site.domain, memberId: member.id, to: member.email, origin, fromName: site.settings.mail_name, language, kind: 'activation',
    subject: say('activation.subject'), ...body,
  }, now);
  return true;
};

export type ResendOutcome = { readonly kind: 'queued' | 'already_confirmed' } | { readonly kind: 'limited'; readonly until: Date };

/** A new activation mail for a member who has not confirmed yet, within the daily limit. */
export const resendActivationMail = async (tx: Queryable, memberId: number, site: Site, origin: string, now: Date): Promise<ResendOutcome> => {
  // Two resends at once (two tabs, different keys) count one after the other: the limit holds.
  const until = await dailyLimitUntil(tx, memberId, 'activation', activationMailsPerDay, now);
  const member = await findMember(tx, memberId);
  if (member?.status !== 'not_confirmed') return { kind: 'already_confirmed' };
  if (until !== null) return { kind: 'limited', until };
  await queueActivationMail(tx, member, site, origin, now);
  return { kind: 'queued' };
};

/**
 * Confirms the address of the token's member (EmailConfirmed through the account's command path). A token
 * stays valid until it expires or is replaced, so a link opened twice confirms (nothing more) twice.
 */
export const confirmByToken = async (tx: Queryable, token: string, now: Date): Promise<boolean> => {
  const [row] = await tx.query<{ member_id: number }>('SELECT member_id FROM activation_tokens WHERE token_hash = $1 AND expires_at > $2', [
    hashToken(token),
    now.toISOString(),
  ]);
  if (row === undefined) return false;
  const decision = await runAccountCommand(tx, row.member_id, { type: 'ConfirmEmail', data: { at: now } });
  return decision.kind === 'accepted';
};
