import type { TextEditReason, TextField } from '../../../io/entities/text-moderation';
import type { Queryable } from '../../db/database';
import type { MailTextId } from '../mail/texts';
import { queueMemberMail, type MailedMember } from './member-mail';

const intros: Readonly<Record<TextField, MailTextId>> = { name: 'textedit.intro.name', about: 'textedit.intro.about' };
const reasons: Readonly<Record<TextEditReason, MailTextId>> = {
  contact_details: 'textedit.reason.contact_details',
  link: 'textedit.reason.link',
  offensive_words: 'textedit.reason.offensive_words',
  advertising: 'textedit.reason.advertising',
};

/**
 * Tells a member that a moderator changed their name or about text (issue 14): in their language, why (the
 * reason from the list) and what it reads now.
 */
export const queueTextEditMail = (
  tx: Queryable,
  member: MailedMember,
  edit: { readonly field: TextField; readonly text: string; readonly reason: TextEditReason },
  now: Date,
): Promise<void> =>
  // The greeting uses the name as it stands now: an edited name is the one the member is known by from here on.
  queueMemberMail(tx, { ...member, name: edit.field === 'name' ? edit.text : member.name }, {
    kind: 'moderation_text_edit',
    values: {},
    subject: 'textedit.subject',
    paragraphs: (say) => [
      say('textedit.greeting'), say(intros[edit.field]), say(reasons[edit.reason]),
      // An about text taken out altogether has nothing to quote.
      ...(edit.text.trim() === '' ? [] : [say('textedit.now'), edit.text]),
      say('textedit.rules'),
    ],
  }, now);
