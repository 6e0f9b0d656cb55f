import type { FastifyInstance } from 'fastify';
import type { ChatTargetQuery } from '../../../io/entities/chat';
import type { Queryable, UnitOfWork } from '../../db/database';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { summaryOf } from '../members/member-row';
import { findShownMember } from '../members/shown-to';
import { retryOnConflict } from '../retry';
import { chatHistoryStart } from '../sites/chat-history';
import { chatsOf } from './chats';
import { runConversationCommand } from './commands';
import type { ConversationCommand } from './decide';
import { conversationOf, findConversationBetween, findConversationPartner, type ConversationView } from './read';
import { schedulePurges } from './purge';
import { contentOf, conversationStartsLeft, sendMessage } from './send';

const notFound = () => fail(404, { error: 'not_found' });

/** GET and DELETE name a conversation by its id or by the other member: exactly one of the two. */
const targetOf = ({ id, member_id: memberId }: ChatTargetQuery): { readonly id: number } | { readonly memberId: number } | Answer<never> => {
  if (id !== undefined) return memberId === undefined ? { id } : invalidInput('member_id');
  return memberId === undefined ? invalidInput('id') : { memberId };
};

/** The conversation a target names for the viewer, if they have one (a conversation with oneself: none). */
const conversationIdOf = async (db: Queryable, viewerId: number, target: { readonly id: number } | { readonly memberId: number }) => {
  if ('id' in target) return target.id;
  return target.memberId === viewerId ? undefined : findConversationBetween(db, viewerId, target.memberId);
};

/** Runs a command of the viewer's on a conversation they take part in (no block between them): false when they do not. */
const runAsMember = (transaction: UnitOfWork['transaction'], conversationId: number, memberId: number, command: ConversationCommand) =>
  retryOnConflict(() =>
    transaction(async (tx) => {
      if ((await findConversationPartner(tx, conversationId, memberId)) === undefined) return false;
      return (await runConversationCommand(tx, conversationId, command)).kind === 'accepted';
    }),
  );

export const registerConversationRoutes = (app: FastifyInstance): void => {
  // The chat history purge, once a day while the server runs.
  let stopPurges = (): void => undefined;
  app.addHook('onReady', async () => {
    const { db, clock } = app.deps;
    stopPurges = schedulePurges(db, () => clock.now(), (error) => { app.log.error(error, 'the chat history purge failed'); });
  });
  app.addHook('onClose', async () => { stopPurges(); });

  memberRoute(app, 'getChats', async ({ viewer, deps, now, site }) => {
    const { settings, domain } = await site();
    const since = await chatHistoryStart(deps.db, domain, now);
    return ok({ chats: await chatsOf(deps.db, deps.reads, viewer.member.id, { settings, now, since }) });
  },
    { keepAnswer: { membersIn: ({ chats }) => chats.map((chat) => chat.profile.id) } },
  );

  // By member (/members/{id}/chat): the conversation with them, or none yet with their profile when the site shows them.
  memberRoute(app, 'getConversation', async ({ viewer, query, db, now, site }) => {
    const target = targetOf(query);
    if ('ok' in target) return target;
    const { settings, domain } = await site();
    const memberId = viewer.member.id;
    const conversationId = await conversationIdOf(db, memberId, target);
    let view: ConversationView | undefined;
    if (conversationId !== undefined) {
      const since = await chatHistoryStart(db, domain, now);
      view = await conversationOf(db, { conversationId, viewer: { memberId, premium: viewer.member.paid_user }, settings, now, since });
    }
    else if ('memberId' in target) {
      const shown = await findShownMember(db, { viewerId: memberId, memberId: target.memberId, countries: settings.countries });
      view = shown === undefined ? undefined : { conversation: null, profile: summaryOf(shown, settings, now), premium: shown.paid_user, messages: [] };
    }
    return view === undefined ? notFound() : ok({ ...view, starts_left: await conversationStartsLeft(db, viewer.member) });
  });

  // Removed from the viewer's list only (spec §4); by member it is every conversation with them, which is one.
  memberRoute(app, 'deleteConversation', async ({ viewer, query, db, now, transaction }) => {
    const target = targetOf(query);
    if ('ok' in target) return target;
    const memberId = viewer.member.id;
    const conversationId = await conversationIdOf(db, memberId, target);
    if (conversationId === undefined) return notFound();
    const removed = await runAsMember(transaction, conversationId, memberId, { type: 'RemoveConversation', data: { memberId, at: now } });
    return removed ? ok({ ok: true as const }) : notFound();
  });

  // Opening a conversation sets its unread count to 0 (spec §4).
  memberRoute(app, 'markConversationRead', async ({ viewer, query, now, transaction }) => {
    const memberId = viewer.member.id;
    const read = await runAsMember(transaction, query.id, memberId, { type: 'MarkConversationRead', data: { memberId, at: now } });
    return read ? ok({ ok: true as const }) : notFound();
  });

  // The viewer's tab received the conversation's messages up to message_id: the sender sees them delivered.
  memberRoute(app, 'acknowledgeDelivery', async ({ viewer, query, now, transaction }) => {
    const memberId = viewer.member.id;
    const command = { type: 'AcknowledgeDelivery', data: { memberId, upTo: query.message_id, at: now } } as const;
    return (await runAsMember(transaction, query.conversation_id, memberId, command)) ? ok({ ok: true as const }) : notFound();
  });

  // Keyed: the message, its conversation and its charge are written in the request's one transaction.
  memberRoute(app, 'sendMessage', async ({ viewer, body, now, site, transaction }) => {
    const content = contentOf(body);
    if ('ok' in content) return content;
    const { settings } = await site();
    return transaction((tx) => sendMessage(tx, { sender: viewer.member, target: body, content, settings, at: now }));
  });
};
