import { defaultLocale, Locale } from '../../../io/entities/locale';
import type { TextEditReason, TextField } from '../../../io/entities/text-moderation';
import type { Queryable } from '../../db/database';
import { composeBody } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { legalLinks } from '../mail/page-links';
import { mailText, type MailTextId } from '../mail/texts';

interface EditedMember {
  readonly id: number;
  readonly email: string | null;
  readonly name: string;
  readonly language: string;
  readonly site: string;
}

const intros: Readonly<Record<TextField, MailTextId>> = { name: 'textedit.intro.name', about: 'textedit.intro.about' };
const reasons: Readonly<Record<TextEditReason, MailTextId>> = {
  contact_details: 'textedit.reason.contact_details',
  link: 'textedit.reason.link',
  offensive_words: 'textedit.reason.offensive_words',
  advertising: 'textedit.reason.advertising',
};

/**
 * Tells a member that a moderator changed their name or about text (issue 14): in their language, why (the
 * reason from the list) and what it reads now. In the edit's transaction, so it is sent if and only if the
 * edit is recorded. A member without an address (a demo profile) gets none.
 */
export const queueTextEditMail = async (
  tx: Queryable,
  member: EditedMember,
  edit: { readonly field: TextField; readonly text: string; readonly reason: TextEditReason },
  now: Date,
): Promise<void> => {
  if (member.email === null) return;
  const [site] = await tx.query<{ name: string; mail_name: string }>("SELECT settings->>'name' AS name, settings->>'mail_name' AS mail_name FROM sites WHERE domain = $1", [member.site]);
  if (site === undefined) return;
  const language = Locale.is(member.language) ? member.language : defaultLocale;
  const origin = `https://${member.site}`;
  // The greeting uses the name as it stands now: an edited name is the one the member is known by from here on.
  const say = (id: MailTextId) => mailText(language, id, { name: edit.field === 'name' ? edit.text : member.name, site: site.name });
  const body = composeBody(
    [say('textedit.greeting'), say(intros[edit.field]), say(reasons[edit.reason]),
      // An about text taken out altogether has nothing to quote.
      ...(edit.text.trim() === '' ? [] : [say('textedit.now'), edit.text]),
      say('textedit.rules'), say('signature'), ...await legalLinks(tx, origin, language)],
    language,
  );
  await queueMail(tx, {
    site: member.site, origin, memberId: member.id, to: member.email, fromName: site.mail_name, language, kind: 'moderation_text_edit',
    subject: say('textedit.subject'), ...body,
  }, now);
};
