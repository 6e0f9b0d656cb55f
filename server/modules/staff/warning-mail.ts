import { defaultLocale, Locale } from '../../../io/entities/locale';
import type { Queryable } from '../../db/database';
import { composeBody } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { legalLinks } from '../mail/page-links';
import { mailText, type MailTextId } from '../mail/texts';

interface WarnedMember {
  readonly id: number;
  readonly email: string | null;
  readonly name: string;
  readonly language: string;
  readonly site: string;
}

/**
 * A moderator's warning (issue 14), mailed in the member's language with the moderator's words and the ban
 * policy; in the caller's transaction, so it is sent if and only if the warning is recorded.
 */
export const queueWarningMail = async (tx: Queryable, member: WarnedMember, reason: string, now: Date): Promise<void> => {
  if (member.email === null) return;
  const [site] = await tx.query<{ name: string; mail_name: string }>("SELECT settings->>'name' AS name, settings->>'mail_name' AS mail_name FROM sites WHERE domain = $1", [member.site]);
  if (site === undefined) return;
  const language = Locale.is(member.language) ? member.language : defaultLocale;
  const origin = `https://${member.site}`;
  const say = (id: MailTextId) => mailText(language, id, { name: member.name, site: site.name, reason });
  const body = composeBody(
    [say('warning.greeting'), say('warning.intro'), say('warning.reason'), { href: `${origin}/pages/ban`, label: say('warning.policy') },
      say('warning.consequence'), say('signature'), ...await legalLinks(tx, origin, language)],
    language,
  );
  await queueMail(tx, {
    site: member.site, origin, memberId: member.id, to: member.email, fromName: site.mail_name, language, kind: 'moderation_warning',
    subject: say('warning.subject'), ...body,
  }, now);
};
