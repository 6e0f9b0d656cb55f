import type { Queryable } from '../../db/database';
import { queueMemberMail, type MailedMember } from './member-mail';

/** A moderator's warning (issue 14), mailed in the member's language with the moderator's words and the ban policy. */
export const queueWarningMail = (tx: Queryable, member: MailedMember, reason: string, now: Date): Promise<void> =>
  queueMemberMail(tx, member, {
    kind: 'moderation_warning',
    values: { reason },
    subject: 'warning.subject',
    paragraphs: (say, origin) => [
      say('warning.greeting'), say('warning.intro'), say('warning.reason'), { href: `${origin}/pages/ban`, label: say('warning.policy') }, say('warning.consequence'),
    ],
  }, now);
