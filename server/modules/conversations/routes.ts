import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { chatsOf } from './chats';

export const registerConversationRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'getChats', async ({ viewer, db, now, site }) => ok({ chats: await chatsOf(db, viewer.member.id, (await site()).settings, now) }));
};
