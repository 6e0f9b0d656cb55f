import { defaultLocale, Locale } from '../../../io/entities/locale';
import type { Queryable } from '../../db/database';
import type { Site } from '../../http/site';
import { composeBody, type Paragraph } from '../mail/compose';
import { queueMail, type MailKind } from '../mail/outbox';
import { legalLinks } from '../mail/page-links';
import { mailText, type MailTextId } from '../mail/texts';
import type { MemberRow } from '../members/member-row';

// The mails of a password reset, a password change and an e-mail change, each in the member's language and
// ending with the links to the terms and the privacy statement in that language.

/** The screens the links open (the browser's routes; spec §2). */
export const resetLink = (origin: string, token: string): string => `${origin}/reset-password/do?token=${token}`;
export const mailChangeLink = (origin: string, token: string): string => `${origin}/mail-change/do?token=${token}`;

interface Letter {
  readonly site: Site;
  readonly origin: string;
  readonly now: Date;
}

const languageOf = (member: MemberRow): Locale => (Locale.is(member.language) ? member.language : defaultLocale);

const queue = async (
  tx: Queryable,
  { site, origin, now }: Letter,
  mail: { memberId: number | null; to: string; language: Locale; kind: MailKind; subject: MailTextId; paragraphs: ReadonlyArray<Paragraph> },
  values: Readonly<Record<string, string>>,
): Promise<void> => {
  const { memberId, to, language, kind } = mail;
  await queueMail(tx, {
    site: site.domain, memberId, to, origin, fromName: site.settings.mail_name, language, kind,
    subject: mailText(language, mail.subject, values), ...composeBody([...mail.paragraphs, ...await legalLinks(tx, origin, language)], language),
  }, now);
};

const sayer = (language: Locale, values: Readonly<Record<string, string>>) => (id: MailTextId): string => mailText(language, id, values);

/** The link to choose a new password, to the member's address. */
export const queueResetMail = async (tx: Queryable, letter: Letter, member: MemberRow & { email: string }, token: string): Promise<void> => {
  const language = languageOf(member);
  const values = { name: member.name, site: letter.site.settings.name };
  const say = sayer(language, values);
  const paragraphs = [
    say('reset.greeting'), say('reset.intro'), { href: resetLink(letter.origin, token), label: say('reset.link') }, say('reset.expiry'),
    say('reset.ignore'), say('signature'),
  ];
  await queue(tx, letter, { memberId: member.id, to: member.email, language, kind: 'password_reset', subject: 'reset.subject', paragraphs }, values);
};

/**
 * 'E-mailadres niet gevonden', to the address itself: only its owner learns that no account on this site uses
 * it (the request answered ok as for any address). No member, so no List-Unsubscribe.
 */
export const queueResetUnknownMail = async (tx: Queryable, letter: Letter, address: string, language: Locale): Promise<void> => {
  const values = { site: letter.site.settings.name, email: address };
  const say = sayer(language, values);
  const paragraphs = [
    say('reset.unknown.intro'), say('reset.unknown.hint'), { href: `${letter.origin}/signup`, label: say('reset.unknown.link') },
    say('reset.unknown.ignore'), say('signature'),
  ];
  await queue(tx, letter, { memberId: null, to: address, language, kind: 'password_reset_unknown', subject: 'reset.unknown.subject', paragraphs }, values);
};

/** A security notice: the password changed, and what to do if the member did not change it. */
export const queuePasswordChangedMail = async (tx: Queryable, letter: Letter, member: MemberRow & { email: string }): Promise<void> => {
  const language = languageOf(member);
  const values = { name: member.name, site: letter.site.settings.name };
  const say = sayer(language, values);
  const paragraphs = [
    say('password.greeting'), say('password.text'), say('password.notyou'),
    { href: `${letter.origin}/reset-password`, label: say('password.reset.link') }, say('signature'),
  ];
  await queue(tx, letter, { memberId: member.id, to: member.email, language, kind: 'password_changed', subject: 'password.subject', paragraphs }, values);
};

/** The confirmation link to the new address, and a notice to the address in use now. */
export const queueMailChangeMails = async (
  tx: Queryable,
  letter: Letter,
  member: MemberRow & { email: string },
  change: { readonly address: string; readonly token: string },
): Promise<void> => {
  const language = languageOf(member);
  const values = { name: member.name, site: letter.site.settings.name, email: change.address };
  const say = sayer(language, values);
  await queue(tx, letter, {
    memberId: member.id, to: change.address, language, kind: 'mail_change', subject: 'mailchange.subject',
    paragraphs: [
      say('mailchange.greeting'), say('mailchange.intro'), { href: mailChangeLink(letter.origin, change.token), label: say('mailchange.link') },
      say('mailchange.expiry'), say('mailchange.ignore'), say('signature'),
    ],
  }, values);
  await queue(tx, letter, {
    memberId: member.id, to: member.email, language, kind: 'mail_change_notice', subject: 'mailchange.notice.subject',
    paragraphs: [say('mailchange.greeting'), say('mailchange.notice.text'), say('mailchange.notice.notyou'), say('signature')],
  }, values);
};
