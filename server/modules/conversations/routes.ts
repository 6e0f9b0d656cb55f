import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { retryOnConflict } from '../retry';
import { chatsOf } from './chats';
import { runConversationCommand } from './commands';
import { conversationOf, findConversationPartner } from './read';
import { sendMessage } from './send';

const notFound = () => fail(404, { error: 'not_found' });

export const registerConversationRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'getChats', async ({ viewer, deps, now, site }) =>
    ok({ chats: await chatsOf(deps.db, deps.reads, viewer.member.id, (await site()).settings, now) }),
    { keepAnswer: { membersIn: ({ chats }) => chats.map((chat) => chat.profile.id) } },
  );

  memberRoute(app, 'getConversation', async ({ viewer, query, db, now, site }) => {
    const conversation = await conversationOf(db, { conversationId: query.id, memberId: viewer.member.id, settings: (await site()).settings, now });
    return conversation === undefined ? notFound() : ok(conversation);
  });

  // Opening a conversation sets its unread count to 0 (spec §4).
  memberRoute(app, 'markConversationRead', async ({ viewer, query, now, transaction }) => {
    const memberId = viewer.member.id;
    const read = await retryOnConflict(() =>
      transaction(async (tx) => {
        if ((await findConversationPartner(tx, query.id, memberId)) === undefined) return false;
        return (await runConversationCommand(tx, query.id, { type: 'MarkConversationRead', data: { memberId, at: now } })).kind === 'accepted';
      }),
    );
    return read ? ok({ ok: true as const }) : notFound();
  });

  // Keyed: the message, its conversation and its charge are written in the request's one transaction.
  memberRoute(app, 'sendMessage', async ({ viewer, body, now, site, transaction }) => {
    const { settings } = await site();
    return transaction((tx) => sendMessage(tx, { sender: viewer.member, request: body, settings, at: now }));
  });
};
