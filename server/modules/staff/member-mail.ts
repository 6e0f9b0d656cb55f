import { defaultLocale, Locale } from '../../../io/entities/locale';
import type { Queryable } from '../../db/database';
import { composeBody, type Paragraph } from '../mail/compose';
import { queueMail, type MailKind } from '../mail/outbox';
import { legalLinks } from '../mail/page-links';
import { mailText, type MailTextId } from '../mail/texts';

/** A member a staff decision is mailed to, as the members table holds them. */
export interface MailedMember {
  readonly id: number;
  readonly email: string | null;
  readonly name: string;
  readonly language: string;
  readonly site: string;
}

/** What a staff mail says: its texts' values beside the site's name, its subject, and its paragraphs before the signature. */
export interface StaffMail {
  readonly kind: MailKind;
  readonly values: Readonly<Record<string, string>>;
  readonly subject: MailTextId;
  readonly paragraphs: (say: (id: MailTextId) => string, origin: string) => ReadonlyArray<Paragraph>;
}

/**
 * Mails a staff decision to the member (issue 14) in their language, from their site, signed and with the legal
 * links; in the caller's transaction, so it is sent if and only if the decision is recorded. A member without an
 * address (a demo profile) gets none.
 */
export const queueMemberMail = async (tx: Queryable, member: MailedMember, mail: StaffMail, now: Date): Promise<void> => {
  if (member.email === null) return;
  const [site] = await tx.query<{ name: string; mail_name: string }>("SELECT settings->>'name' AS name, settings->>'mail_name' AS mail_name FROM sites WHERE domain = $1", [member.site]);
  if (site === undefined) return;
  const language = Locale.is(member.language) ? member.language : defaultLocale;
  const origin = `https://${member.site}`;
  const say = (id: MailTextId) => mailText(language, id, { name: member.name, site: site.name, ...mail.values });
  const body = composeBody([...mail.paragraphs(say, origin), say('signature'), ...await legalLinks(tx, origin, language)], language);
  await queueMail(tx, {
    site: member.site, origin, memberId: member.id, to: member.email, fromName: site.mail_name, language, kind: mail.kind, subject: say(mail.subject), ...body,
  }, now);
};
