import type { FastifyInstance } from 'fastify';
import { contract } from '../../../io/contract';
import type { DeletionReason } from '../../../io/entities/account';
import { runAccountCommand } from '../../../server/modules/accounts/commands';
import { hashPassword } from '../../../server/modules/accounts/password';
import { runConversationCommand } from '../../../server/modules/conversations/commands';
import { nextId } from '../../../server/modules/ids';
import { runLikeCommand } from '../../../server/modules/likes/commands';
import { logIn, type TestApp } from './app';
import { bodyOf } from './body';

export const leavingPassword = 'leaving-test-password';
let hashed: Promise<string> | undefined;

export interface JoinedMember {
  readonly id: number;
  readonly email: string;
  readonly cookie: string;
}

/** An active member of the localhost site in Utrecht (NL), logged in; men look for women and women for men. */
export const joinMember = async (
  t: TestApp,
  email: string,
  { gender = 'female', birthDate = '1990-01-01', name = 'Lotte' }: { gender?: 'male' | 'female'; birthDate?: string; name?: string } = {},
): Promise<JoinedMember> => {
  hashed ??= hashPassword(leavingPassword);
  const passwordHash = await hashed;
  const id = await t.db.transaction(async (tx) => {
    const memberId = await nextId(tx, 'member_id_seq');
    await runAccountCommand(tx, memberId, {
      type: 'RegisterMember',
      data: {
        memberId, site: 'localhost', email, passwordHash, name, gender, birthDate, country: 'NL', region: 'Utrecht', city: 'Utrecht', language: 'nl',
        fictional: false, at: t.clock.now(),
      },
    });
    return memberId;
  });
  return { id, email, cookie: await logIn(t.app, email, leavingPassword) };
};

export const deleteAccount = (app: FastifyInstance, cookie: string, body: { reason?: DeletionReason; password?: string; comment?: string } = {}) =>
  app.inject({
    method: 'POST', url: '/api/delete-account.php', headers: { cookie },
    payload: { reason: body.reason ?? 'found_someone', password: body.password ?? leavingPassword, ...(body.comment === undefined ? {} : { comment: body.comment }) },
  });

/** Likes both ways and a conversation with a message each way between the two members. */
export const connect = async (t: TestApp, a: number, b: number): Promise<number> => {
  const at = t.clock.now();
  const conversationId = await t.db.transaction(async (tx) => {
    await runLikeCommand(tx, { type: 'GiveLike', data: { from: a, to: b, at } });
    await runLikeCommand(tx, { type: 'GiveLike', data: { from: b, to: a, at } });
    const id = await nextId(tx, 'conversation_id_seq');
    const started = await runConversationCommand(tx, id, { type: 'StartConversation', data: { conversationId: id, from: a, to: b, at } });
    if (started.kind === 'rejected') throw new Error(`no conversation: ${JSON.stringify(started.reason)}`);
    for (const from of [a, b]) {
      const messageId = await nextId(tx, 'message_id_seq');
      await runConversationCommand(tx, id, { type: 'SendMessage', data: { messageId, from, text: `Hallo van ${String(from)}`, maxLength: 500, at } });
    }
    return id;
  });
  return conversationId;
};

const get = (app: FastifyInstance, cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

/** What `cookie`'s member sees of others, place by place (ids). */
export const seenBy = (app: FastifyInstance, cookie: string) => ({
  search: async () => bodyOf(contract.searchMembers.response, await get(app, cookie, '/api/members.php?country=NL')).results.map((m) => m.id),
  profileStatus: async (id: number) => (await get(app, cookie, `/api/member.php?id=${String(id)}`)).statusCode,
  likesGiven: async () => bodyOf(contract.getLikes.response, await get(app, cookie, '/api/likes.php')).likes.map((m) => m.id),
  likers: async () => bodyOf(contract.getLikes.response, await get(app, cookie, '/api/likes.php')).liked_by.map((like) => like.id),
  chats: async () => bodyOf(contract.getChats.response, await get(app, cookie, '/api/chats.php')).chats.map((chat) => chat.profile.id),
  conversationStatus: async (id: number) => (await get(app, cookie, `/api/chat.php?id=${String(id)}`)).statusCode,
  swipeCandidate: async () => bodyOf(contract.getSwipe.response, await get(app, cookie, '/api/swipe.php')).candidate?.id ?? null,
  /** Passes on the swipe game's cards until `wanted` is offered (or the cards run out): null, or the card. */
  swipeUntil: async (wanted: number): Promise<number | null> => {
    for (let card = 0; card < 20; card += 1) {
      const candidate = bodyOf(contract.getSwipe.response, await get(app, cookie, '/api/swipe.php')).candidate?.id;
      if (candidate === undefined || candidate === wanted) return candidate ?? null;
      await app.inject({ method: 'POST', url: '/api/swipe.php', headers: { cookie, 'idempotency-key': `pass-${String(candidate)}` },
        payload: { member_id: candidate, decision: 'pass' } });
    }
    return null;
  },
  suggestions: async () => bodyOf(contract.getSuggestions.response, await get(app, cookie, '/api/match-finder.php')).suggestions.map((s) => s.profile.id),
});
