import type { FastifyInstance } from 'fastify';
import { fail, invalidInput, ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { findConversationPartner } from '../conversations/read';
import { findMember } from '../members/find';
import { runReportCommand } from './commands';

/** Reports are read by people: 20 an hour per session is far above honest use, and 60 per address. */
const reportLimits = [
  { max: 20, timeWindowMs: 60 * 60_000, per: 'session' },
  { max: 60, timeWindowMs: 60 * 60_000, per: 'address' },
] as const;

export const registerReportRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'reportMember', async ({ viewer, body, now, transaction }) => {
    const reporter = viewer.member.id;
    if (body.member_id === reporter) return invalidInput('member_id');
    // A keyed request runs in one transaction with its key row: a conflict is answered 409, not retried.
    const done = await transaction(async (tx) => {
      if ((await findMember(tx, body.member_id)) === undefined) return 'not_found';
      // A conversation named must be the two members' own: the reporter cannot open another to staff.
      const conversationId = body.conversation_id ?? null;
      if (conversationId !== null && (await findConversationPartner(tx, conversationId, reporter))?.id !== body.member_id) return 'bad_conversation';
      await runReportCommand(tx, {
        type: 'ReportProfile',
        data: { reporter, reported: body.member_id, reason: body.reason, note: body.note ?? null, conversationId, at: now },
      });
      return 'reported';
    });
    if (done === 'bad_conversation') return invalidInput('conversation_id');
    return done === 'reported' ? ok({ ok: true as const }) : fail(404, { error: 'not_found' });
  }, { rateLimit: reportLimits });
};
