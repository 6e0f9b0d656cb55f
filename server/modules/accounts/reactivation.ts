import { createHash, randomBytes } from 'node:crypto';
import { defaultLocale, Locale } from '../../../io/entities/locale';
import type { Queryable } from '../../db/database';
import type { Site } from '../../http/site';
import { composeBody } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { legalLinks } from '../mail/page-links';
import { mailText, type MailTextId } from '../mail/texts';
import type { MemberRow } from '../members/member-row';
import { runAccountCommand } from './commands';
import { withdrawTokens } from './credential-tokens';
import { reactivationEndsAt } from './leaving';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The page the mail links to (spec §2 /account-deleted); the browser posts the token to /api/reactivate.php. */
export const reactivationLink = (origin: string, token: string): string => `${origin}/account-deleted?token=${token}`;

/**
 * A reactivation token valid until the deletion's 14 days end (only its SHA-256 is kept) and the mail with its
 * link, in the member's language, both in the caller's transaction. A member without an address gets none.
 */
export const queueReactivationMail = async (tx: Queryable, member: MemberRow, site: Site, origin: string, deletedAt: Date): Promise<void> => {
  if (member.email === null) return;
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO reactivation_tokens (member_id, token_hash, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
    [member.id, hashToken(token), reactivationEndsAt(deletedAt.toISOString()).toISOString()],
  );
  const language = Locale.is(member.language) ? member.language : defaultLocale;
  const say = (id: MailTextId) => mailText(language, id, { name: member.name, site: site.settings.name });
  const body = composeBody(
    [say('deletion.greeting'), say('deletion.intro'), { href: reactivationLink(origin, token), label: say('deletion.link') },
      say('deletion.expiry'), say('deletion.support'), say('signature'), ...await legalLinks(tx, origin, language)],
    language,
  );
  await queueMail(tx, {
    site: site.domain, origin, memberId: member.id, to: member.email, fromName: site.settings.mail_name, language, kind: 'deletion',
    subject: say('deletion.subject'), ...body,
  }, deletedAt);
};

/**
 * What follows an account's deletion in its transaction, the member's own (leaving-routes.ts) or an erasure support
 * requested for them (staff/member-data.ts): an address change under way is withdrawn, and the reactivation mail lets
 * the member undo the deletion within the 14 days (a request that did not come from them included).
 */
export const followDeletion = async (tx: Queryable, member: MemberRow, site: Site, origin: string, deletedAt: Date): Promise<void> => {
  await withdrawTokens(tx, member.id, 'mail_change');
  await queueReactivationMail(tx, member, site, origin, deletedAt);
};

/**
 * Brings back the account of a valid token (AccountReactivated, via the link) and uses the token up; the
 * member's id, or undefined for an unknown, used or expired token.
 */
export const reactivateByToken = async (tx: Queryable, token: string, now: Date): Promise<number | undefined> => {
  const [row] = await tx.query<{ member_id: number }>(
    'DELETE FROM reactivation_tokens WHERE token_hash = $1 AND expires_at > $2 RETURNING member_id',
    [hashToken(token), now.toISOString()],
  );
  if (row === undefined) return undefined;
  const decision = await runAccountCommand(tx, row.member_id, { type: 'ReactivateAccount', data: { via: 'link', at: now } });
  return decision.kind === 'accepted' ? row.member_id : undefined;
};

/** A reactivation by logging in makes the mailed link useless. */
export const dropReactivationToken = async (tx: Queryable, memberId: number): Promise<void> => {
  await tx.query('DELETE FROM reactivation_tokens WHERE member_id = $1', [memberId]);
};

/** Whether the member's account is deleted and its 14 days are not over yet. */
export const canReactivate = async (q: Queryable, memberId: number, now: Date): Promise<boolean> => {
  const [row] = await q.query<{ deleted_at: Date | null }>("SELECT deleted_at FROM members WHERE id = $1 AND profile_status = 'deleted'", [memberId]);
  return row?.deleted_at != null && now.getTime() < reactivationEndsAt(row.deleted_at.toISOString()).getTime();
};
