import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer';
import { mailOriginOf } from '../../http/origin';
import { route } from '../../http/route';
import { composeBody } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { legalLinks } from '../mail/page-links';
import { mailText, type MailTextId } from '../mail/texts';
import { runComplaintCommand } from './commands';

/** Per address: a complaint form is no channel for bulk mail (each one sends an acknowledgement). */
export const complaintLimit = { max: 5, timeWindowMs: 3_600_000, per: 'address' } as const;

export const registerComplaintRoutes = (app: FastifyInstance): void => {
  // Public (spec §2 /complaints); a logged-in member's id is kept with it. Keyed: a retried post is one complaint.
  route(app, 'submitComplaint', async (ctx) => {
    const { body, now, site, request, transaction } = ctx;
    const [where, viewer] = await Promise.all([site(), ctx.viewer()]);
    const reference = await transaction(async (tx) => {
      const [row] = await tx.query<{ number: number }>("SELECT nextval('complaint_number_seq') AS number");
      if (row === undefined) throw new Error('complaint_number_seq gave no number');
      const decision = await runComplaintCommand(tx, {
        type: 'SubmitComplaint',
        data: { ...body, number: row.number, site: where.domain, memberId: viewer?.member.id ?? null, at: now },
      });
      if (decision.kind === 'rejected') throw new Error(`complaint ${String(row.number)} already exists`);
      const submitted = decision.events[0];
      if (submitted?.type !== 'ComplaintSubmitted') throw new Error('a complaint was accepted without its ComplaintSubmitted');
      const say = (id: MailTextId) => mailText(body.language, id, { name: submitted.data.name, site: where.settings.name, reference: submitted.data.reference, subject: submitted.data.subject });
      const origin = mailOriginOf(request, where);
      const paragraphs = [
        say('complaint.greeting'), say('complaint.intro'), say('complaint.reference'), say('complaint.yours'), say('signature'),
        ...await legalLinks(tx, origin, body.language),
      ];
      await queueMail(tx, {
        site: where.domain, origin, memberId: viewer?.member.id ?? null, to: submitted.data.email, fromName: where.settings.mail_name, language: body.language,
        kind: 'complaint', subject: say('complaint.subject'), ...composeBody(paragraphs, body.language),
      }, now);
      return submitted.data.reference;
    });
    return ok({ reference });
  }, { rateLimit: complaintLimit });
};
