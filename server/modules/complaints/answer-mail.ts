import type { Locale } from '../../../io/entities/locale';
import type { Queryable } from '../../db/database';
import type { Site } from '../../http/site';
import { composeBody } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { legalLinks } from '../mail/page-links';
import { mailText, type MailTextId } from '../mail/texts';

/** The complaint an answer goes to, as the complaints table holds it. */
export interface AnsweredComplaint {
  readonly reference: string;
  readonly memberId: number | null;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly language: Locale;
}

/** The answer's paragraphs as support typed them: a blank line starts a new one. */
const paragraphsOf = (answer: string): string[] => answer.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== '');

/**
 * Support's answer to a complaint (issue 14), mailed in the complaint's language with its reference in the subject,
 * in the caller's transaction: it goes if and only if ComplaintAnswered is recorded. The answer is placed as written,
 * never read as a template. A complaint whose address an erasure blanked gets no mail.
 */
export const queueComplaintAnswerMail = async (tx: Queryable, complaint: AnsweredComplaint, answer: string, site: Site, origin: string, now: Date): Promise<void> => {
  if (complaint.email === '') return;
  const { language } = complaint;
  const say = (id: MailTextId) => mailText(language, id, { name: complaint.name, site: site.settings.name, reference: complaint.reference, subject: complaint.subject });
  const paragraphs = [
    say('complaint.greeting'), say('complaint.answer.intro'), ...paragraphsOf(answer), say('complaint.reference'), say('signature'),
    ...await legalLinks(tx, origin, language),
  ];
  await queueMail(tx, {
    site: site.domain, origin, memberId: complaint.memberId, to: complaint.email, fromName: site.settings.mail_name, language, kind: 'complaint_answer',
    subject: say('complaint.answer.subject'), ...composeBody(paragraphs, language),
  }, now);
};
