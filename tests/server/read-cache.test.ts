import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import type { Queryable } from '../../server/db/database';
import { avatarImage } from '../../server/modules/media/avatar';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { runConversationCommand } from '../../server/modules/conversations/commands';
import { nextId } from '../../server/modules/ids';
import { runLikeCommand } from '../../server/modules/likes/commands';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { minutes } from './support/clock';
import { drivers } from './support/database';

// Given an answer the server has cached (asked twice), when an event that concerns the member is
// committed, then the next answer shows it. Each event kind has its own test, so an invalidation missing
// from server/modules/touched.ts fails the test of its event.
describe.each(drivers)('cached member answers change with the events that concern the member on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 30 });
  let session: string | undefined;
  const cookie = async () => (session ??= await logIn(t.app));
  const get = async (url: string, as?: string) => t.app.inject({ method: 'GET', url, headers: { cookie: as ?? (await cookie()) } });
  /** The answer as the cache holds it: asked twice, the second from memory. */
  const cached = async (url: string) => {
    await get(url);
    return get(url);
  };
  const user = async () => bodyOf(contract.getUser.response, await get('/api/user.php')).user;
  const chats = async () => bodyOf(contract.getChats.response, await get('/api/chats.php')).chats;
  const likes = async () => bodyOf(contract.getLikes.response, await get('/api/likes.php'));
  const cachedUser = async () => bodyOf(contract.getUser.response, await cached('/api/user.php')).user;
  const cachedChats = async () => bodyOf(contract.getChats.response, await cached('/api/chats.php')).chats;
  const cachedLikes = async () => bodyOf(contract.getLikes.response, await cached('/api/likes.php'));
  const commit = <T>(fn: (tx: Queryable) => Promise<T>) => t.db.transaction(fn);
  const at = () => t.clock.now();
  const demoId = async () => (await user()).id;
  /** A member the demo member has no conversation and no like with, either way. */
  const stranger = async (): Promise<number> => {
    const id = await demoId();
    const [row] = await t.db.query<{ id: number }>(
      `SELECT m.id FROM members m WHERE m.id <> $1
         AND NOT EXISTS (SELECT 1 FROM likes l WHERE (l.from_id = m.id AND l.to_id = $1) OR (l.from_id = $1 AND l.to_id = m.id))
         AND NOT EXISTS (SELECT 1 FROM conversation_members a JOIN conversation_members b ON b.conversation_id = a.conversation_id
                          WHERE a.member_id = $1 AND b.member_id = m.id)
       ORDER BY m.id LIMIT 1`,
      [id],
    );
    if (row === undefined) throw new Error('every demo member knows the demo member already');
    return row.id;
  };

  it('shows a message sent to the member', async () => {
    const [chat] = await cachedChats();
    if (chat === undefined) throw new Error('the demo member has no chats');
    await commit(async (tx) => {
      const messageId = await nextId(tx, 'message_id_seq');
      await runConversationCommand(tx, chat.conversation.id, {
        type: 'SendMessage', data: { messageId, from: chat.profile.id, text: 'Nog wakker?', maxLength: 1000, at: at() },
      });
    });
    const after = (await chats()).find((c) => c.conversation.id === chat.conversation.id);
    expect(after?.last_message).toMatchObject({ text: 'Nog wakker?', from_me: false });
    expect(after?.num_unread_messages).toBe(chat.num_unread_messages + 1);
  });

  it('shows a conversation the member read', async () => {
    const chat = (await cachedChats()).find((c) => c.num_unread_messages > 0);
    if (chat === undefined) throw new Error('the demo member has no unread chat');
    const memberId = await demoId();
    await commit((tx) => runConversationCommand(tx, chat.conversation.id, { type: 'MarkConversationRead', data: { memberId, at: at() } }));
    expect((await chats()).find((c) => c.conversation.id === chat.conversation.id)?.num_unread_messages).toBe(0);
  });

  it('shows a conversation another member started', async () => {
    const before = await cachedChats();
    const [from, to] = [await stranger(), await demoId()];
    const conversationId = await commit(async (tx) => {
      const id = await nextId(tx, 'conversation_id_seq');
      await runConversationCommand(tx, id, { type: 'StartConversation', data: { conversationId: id, from, to, at: at() } });
      return id;
    });
    const after = await chats();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((c) => c.conversation.id === conversationId)?.profile.id).toBe(from);
  });

  it('shows a new photo of a chat partner', async () => {
    const [chat] = await cachedChats();
    if (chat === undefined) throw new Error('the demo member has no chats');
    const image = { ...avatarImage(chat.profile.id), filename: `avatars/${chat.profile.id}-new.svg` };
    await commit((tx) => runAccountCommand(tx, chat.profile.id, { type: 'SetMainImage', data: { image, at: at() } }));
    expect((await chats()).find((c) => c.conversation.id === chat.conversation.id)?.profile.main_image).toEqual(image);
  });

  it('shows a like the member received, and that it was seen', async () => {
    const before = await cachedLikes();
    const [from, to] = [await stranger(), await demoId()];
    await commit((tx) => runLikeCommand(tx, { type: 'GiveLike', data: { from, to, at: at() } }));
    const received = await likes();
    expect(received.liked_by).toHaveLength(before.liked_by.length + 1);
    expect(received.liked_by.find((like) => like.id === from)?.like_new).toBe(true);
    await cachedLikes();
    await commit((tx) => runLikeCommand(tx, { type: 'MarkLikeSeen', data: { from, to, at: at() } }));
    expect((await likes()).liked_by.find((like) => like.id === from)?.like_new).toBe(false);
  });

  it('shows a like the member gave', async () => {
    const before = await cachedLikes();
    const [from, to] = [await demoId(), await stranger()];
    await commit((tx) => runLikeCommand(tx, { type: 'GiveLike', data: { from, to, at: at() } }));
    const after = await likes();
    expect(after.likes).toHaveLength(before.likes.length + 1);
    expect(after.likes[0]?.id).toBe(to);
  });

  it('shows a purchase: the credits and the paid status', async () => {
    const before = await cachedUser();
    await commit((tx) => runAccountCommand(tx, before.id, { type: 'PurchaseCredits', data: { paymentId: 'cache-test-1', credits: 5, at: at() } }));
    expect(await user()).toMatchObject({ credits: before.credits + 5, paid_user: true });
  });

  it('shows a language change, disabled notifications and a disabled profile', async () => {
    const { id } = await cachedUser();
    await commit((tx) => runAccountCommand(tx, id, { type: 'ChangeLanguage', data: { language: 'de', at: at() } }));
    expect((await user()).language).toBe('de');
    await cachedUser();
    await commit((tx) => runAccountCommand(tx, id, { type: 'DisableNotifications', data: { reason: 'bounce', at: at() } }));
    expect((await user()).notifications_disabled).toEqual(['bounce']);
    await cachedUser();
    await commit((tx) => runAccountCommand(tx, id, { type: 'DisableProfile', data: { at: at() } }));
    expect((await user()).profile.status).toBe('disabled');
  });

  it('refuses a session ended by logout at once, and one ended by any other command', async () => {
    const other = await logIn(t.app, 'premium@rendezvous.test');
    expect((await cached('/api/user.php')).statusCode).toBe(200);
    expect((await get('/api/user.php', other)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie: await cookie() } })).statusCode).toBe(200);
    expect((await get('/api/user.php')).statusCode).toBe(403);
    session = undefined;
    const { id } = bodyOf(contract.getUser.response, await get('/api/user.php', other)).user;
    const [row] = await t.db.query<{ hash: string }>('SELECT hash FROM sessions WHERE member_id = $1', [id]);
    if (row === undefined) throw new Error('the premium member has no session');
    await commit((tx) => runAccountCommand(tx, id, { type: 'EndSession', data: { sessionHash: row.hash, at: at() } }));
    expect((await get('/api/user.php', other)).statusCode).toBe(403);
  });

  // Moves the clock two years on (later tests log in again). A kept answer holds for one UTC day: its
  // ages then match an answer computed anew with nothing cached.
  it('shows the ages of chat partners and likers as they are on the day asked', async () => {
    const [chatsBefore, likesBefore] = [await cachedChats(), await cachedLikes()];
    t.clock.advance(2 * 366 * 24 * 60 * minutes(1));
    session = undefined;
    const [chatsAfter, likesAfter] = [await chats(), await likes()];
    expect(chatsAfter.map((chat) => chat.profile.age)).not.toEqual(chatsBefore.map((chat) => chat.profile.age));
    expect(likesAfter.likes.map((like) => like.age)).not.toEqual(likesBefore.likes.map((like) => like.age));
    t.app.deps.reads.group.clear();
    expect(await chats()).toEqual(chatsAfter);
    expect(await likes()).toEqual(likesAfter);
  });

  // Last: it moves the clock. Expiry is judged per request from the cached facts, never cached as a result.
  it('refuses a cached session once it has been idle for 7 days, and one past its 30 days', async () => {
    expect((await cached('/api/user.php')).statusCode).toBe(200);
    t.clock.advance(7 * 24 * 60 * minutes(1));
    expect((await get('/api/user.php')).statusCode).toBe(403);
    session = undefined;
    expect((await cached('/api/user.php')).statusCode).toBe(200);
    for (let day = 0; day < 30; day += 5) {
      t.clock.advance(5 * 24 * 60 * minutes(1));
      if (day < 25) expect((await get('/api/user.php')).statusCode).toBe(200);
    }
    expect((await get('/api/user.php')).statusCode).toBe(403);
  });
});
