import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer';
import { staffRoute } from '../../http/staff-route';
import { answerConversation, claimConversation, releaseConversation } from './answer';
import { deskQueue } from './queue';

/** The conversation desk's calls (issue 14, role desk). */
export const registerDeskRoutes = (app: FastifyInstance): void => {
  staffRoute(app, 'deskQueue', async ({ db, staff, now }) => ok(await deskQueue(db, staff, now)));
  staffRoute(app, 'deskClaim', async ({ deps, staff, body, now }) => claimConversation(deps, staff, body.conversationId, now));
  staffRoute(app, 'deskRelease', async ({ db, staff, body, now }) => releaseConversation(db, staff, body.conversationId, now));
  staffRoute(app, 'deskAnswer', async ({ deps, staff, body, now }) => answerConversation(deps, staff, body, now));
};
