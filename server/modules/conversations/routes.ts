import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { chatsOf } from './chats';

export const registerConversationRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'getChats', async ({ viewer, deps, now, site }) =>
    ok({ chats: await chatsOf(deps.db, deps.reads, viewer.member.id, (await site()).settings, now) }),
    { keepAnswer: { membersIn: ({ chats }) => chats.map((chat) => chat.profile.id) } },
  );
};
