import type { Queryable } from '../../db/database';
import type { Site } from '../../http/site';
import { dailyLimitUntil } from '../mail/outbox';
import { findMember, findMemberByEmail } from '../members/find';
import type { MemberRow } from '../members/member-row';
import { activationMailsPerDay, queueActivationMail } from './activation';
import { runAccountCommand } from './commands';
import { queueMailChangeMails } from './credential-mails';
import { keepToken, markUsed, newMailToken, takeToken, withdrawTokens } from './credential-tokens';

/** At most this many confirmation mails to new addresses per member in any 24 hours: each goes to an address the member typed. */
export const mailChangeMailsPerDay = 5;

export type EmailChangeOutcome =
  | { readonly kind: 'changed' | 'confirmation_sent' | 'taken' | 'same' }
  | { readonly kind: 'limited'; readonly until: Date };

interface Where {
  readonly site: Site;
  readonly origin: string;
  readonly now: Date;
}

/**
 * Whether another account on the member's site has the address. Takes a lock on site + address until the
 * transaction ends, so two changes to one address cannot both find it free (the unique index stands behind it).
 */
const takenByAnother = async (tx: Queryable, member: MemberRow, address: string): Promise<boolean> => {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`email:${member.site}\n${address}`]);
  const holder = await findMemberByEmail(tx, member.site, address);
  return holder !== undefined && holder.id !== member.id;
};

/**
 * A member who has not confirmed yet corrects the address at once (EmailChanged) and gets a new activation mail
 * there, within the activation mails' daily limit: the address was never proved, so there is nothing to protect.
 */
export const correctUnconfirmedEmail = async (tx: Queryable, memberId: number, address: string, where: Where): Promise<EmailChangeOutcome> => {
  const { now } = where;
  const until = await dailyLimitUntil(tx, memberId, 'activation', activationMailsPerDay, now);
  if (until !== null) return { kind: 'limited', until };
  const member = await findMember(tx, memberId);
  if (member === undefined) return { kind: 'taken' };
  if (await takenByAnother(tx, member, address)) return { kind: 'taken' };
  const decision = await runAccountCommand(tx, memberId, { type: 'ChangeEmail', data: { email: address, at: now } });
  if (decision.kind === 'rejected') return { kind: 'same' };
  await withdrawTokens(tx, memberId, 'reset');
  const changed = await findMember(tx, memberId);
  if (changed !== undefined) await queueActivationMail(tx, changed, where.site, where.origin, now);
  return { kind: 'changed' };
};

/**
 * A confirmed member's new address changes only when its mailed link is opened: the link to the new address,
 * a notice to the current one.
 */
export const requestEmailChange = async (tx: Queryable, member: MemberRow & { email: string }, address: string, where: Where): Promise<EmailChangeOutcome> => {
  const { now } = where;
  const until = await dailyLimitUntil(tx, member.id, 'mail_change', mailChangeMailsPerDay, now);
  if (until !== null) return { kind: 'limited', until };
  if (await takenByAnother(tx, member, address)) return { kind: 'taken' };
  const token = newMailToken();
  await keepToken(tx, token, { memberId: member.id, purpose: 'mail_change', email: address, now });
  await queueMailChangeMails(tx, { site: where.site, origin: where.origin, now }, member, { address, token });
  return { kind: 'confirmation_sent' };
};

export type EmailConfirmationOutcome = 'changed' | 'taken' | 'invalid';

/**
 * The link of the new address's mail: the address changes (EmailChanged), and the member's open reset link,
 * mailed to the old address, stops working. Opening it again after the change says changed again (a mail
 * scanner may have opened it first); an unknown, replaced or expired link is invalid, and an address another
 * account took meanwhile is taken.
 */
export const confirmEmailChange = async (tx: Queryable, token: string, now: Date): Promise<EmailConfirmationOutcome> => {
  const kept = await takeToken(tx, token, 'mail_change');
  if (kept?.email == null || kept.expires_at.getTime() <= now.getTime()) return 'invalid';
  const member = await findMember(tx, kept.member_id);
  if (member === undefined) return 'invalid';
  if (kept.used_at !== null) return member.email === kept.email ? 'changed' : 'invalid';
  if (await takenByAnother(tx, member, kept.email)) return 'taken';
  // Refused (an account deleted meanwhile): the link stays unused and says so.
  const decision = await runAccountCommand(tx, member.id, { type: 'ChangeEmail', data: { email: kept.email, at: now } });
  if (decision.kind === 'rejected') return 'invalid';
  await markUsed(tx, kept, now);
  await withdrawTokens(tx, member.id, 'reset');
  return 'changed';
};
