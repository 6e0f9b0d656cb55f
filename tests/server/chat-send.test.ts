import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { freeConversationStarts } from '../../server/modules/conversations/send';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { chatCalls } from './support/chat';
import { countEvents, drivers } from './support/database';
import { idOf } from './support/members';

describe.each(drivers)('sending messages over HTTP on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 40 });
  const { send, conversation, chats, credits, grant, strangers } = chatCalls(t);

  it('sends to a member once per Idempotency-Key, charges message_credits once, and both members see the message', async () => {
    const [premium, demo] = [await idOf(t.db, 'premium@rendezvous.test'), await idOf(t.db, 'demo@rendezvous.test')];
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    const before = await credits(premium);
    const first = await send(premiumCookie, { member_id: demo, text: '  Hoi Anna!\nZin in koffie?  ' }, 'send-1');
    expect(first.statusCode).toBe(200);
    const sent = bodyOf(contract.sendMessage.response, first);
    expect(sent.message).toMatchObject({ from_me: true, text: 'Hoi Anna!\nZin in koffie?', status: 'sent' });
    expect(sent.credits).toBe((before ?? 0) - 1);
    const events = await countEvents(t.db);
    const replay = await send(premiumCookie, { member_id: demo, text: '  Hoi Anna!\nZin in koffie?  ' }, 'send-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf(contract.sendMessage.response, replay)).toEqual(sent);
    expect(await countEvents(t.db)).toBe(events);
    expect(await credits(premium)).toBe(sent.credits);

    const seen = await conversation(demoCookie, sent.message.conversation_id);
    expect(seen.profile.id).toBe(premium);
    expect(seen.messages.at(-1)).toEqual({ ...sent.message, from_me: false, status: 'delivered' });
    expect((await chats(demoCookie)).find((chat) => chat.conversation.id === sent.message.conversation_id)?.num_unread_messages).toBe(1);
    const read = await t.app.inject({ method: 'PUT', url: `/api/chat.php?id=${String(sent.message.conversation_id)}`, headers: { cookie: demoCookie } });
    expect(read.statusCode).toBe(200);
    expect((await chats(demoCookie)).find((chat) => chat.conversation.id === sent.message.conversation_id)?.num_unread_messages).toBe(0);

    // A second message to the member goes into the same conversation.
    const again = bodyOf(contract.sendMessage.response, await send(premiumCookie, { member_id: demo, text: 'En?' }));
    expect(again.message.conversation_id).toBe(sent.message.conversation_id);
  });

  it('keeps a key across sessions of one member: an outbox resending after a new login stores and charges once', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const premium = await idOf(t.db, 'premium@rendezvous.test');
    const before = await credits(premium);
    const first = bodyOf(contract.sendMessage.response, await send(await logIn(t.app, 'premium@rendezvous.test'), { member_id: demo, text: 'Eén keer' }, 'outbox-1'));
    const resent = await send(await logIn(t.app, 'premium@rendezvous.test'), { member_id: demo, text: 'Eén keer' }, 'outbox-1');
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf(contract.sendMessage.response, resent)).toEqual(first);
    expect(await credits(premium)).toBe((before ?? 0) - 1);
    const stored = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM messages WHERE sender_id = $1 AND text = 'Eén keer'", [premium]);
    expect(stored[0]?.n).toBe(1);
    // Another member's same key is theirs alone.
    await grant(demo, 'outbox-other', 1);
    expect((await send(await logIn(t.app), { member_id: premium, text: 'Eén keer' }, 'outbox-1')).headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a message the balance does not cover with 402 insufficient_credits and writes nothing', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const [chat] = await chats(cookie);
    if (chat === undefined) throw new Error('the demo member has no chats');
    expect(await credits(demo)).toBe(0);
    const events = await countEvents(t.db);
    const refused = await send(cookie, { conversation_id: chat.conversation.id, text: 'Hallo' });
    expect({ status: refused.statusCode, body: bodyOf(ApiError, refused) }).toEqual({ status: 402, body: { error: 'insufficient_credits' } });
    expect(await countEvents(t.db)).toBe(events);
    await grant(demo, 'test-refill', 1);
    expect((await send(cookie, { conversation_id: chat.conversation.id, text: 'Hallo' })).statusCode).toBe(200);
    expect(await credits(demo)).toBe(0);
  });

  it(`lets a free member start ${String(freeConversationStarts)} conversations, then answers 403 conversation_limit_reached`, async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    await grant(demo, 'test-starts', 20);
    const [started] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM conversations WHERE started_by = $1', [demo]);
    const allowed = Math.max(0, freeConversationStarts - (started?.n ?? 0));
    const others = await strangers(demo);
    for (const other of others.slice(0, allowed)) expect((await send(cookie, { member_id: other, text: 'Hoi' })).statusCode).toBe(200);
    const refused = await send(cookie, { member_id: others[allowed] ?? -1, text: 'Hoi' });
    expect({ status: refused.statusCode, body: bodyOf(ApiError, refused) }).toEqual({ status: 403, body: { error: 'conversation_limit_reached' } });
  });

  it('answers 404 for a conversation of others or across a block, and 400 naming text for an empty or too long message', async () => {
    const [premium, demo] = [await idOf(t.db, 'premium@rendezvous.test'), await idOf(t.db, 'demo@rendezvous.test')];
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    const demoChat = (await chats(demoCookie)).find((chat) => chat.profile.id !== premium);
    if (demoChat === undefined) throw new Error('the demo member has no chat with anyone but the premium member');
    expect((await send(premiumCookie, { conversation_id: demoChat.conversation.id, text: 'Hoi' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/chat.php?id=${String(demoChat.conversation.id)}`, headers: { cookie: premiumCookie } })).statusCode).toBe(404);
    for (const text of ['   ', 'x'.repeat(1001), 'Hoi\u0000']) {
      const refused = await send(premiumCookie, { member_id: demo, text });
      expect({ status: refused.statusCode, body: bodyOf(ApiError, refused) }).toEqual({ status: 400, body: { error: 'invalid_input', field: 'text' } });
    }
    for (const payload of [{ text: 'Hoi' }, { text: 'Hoi', member_id: demo, conversation_id: demoChat.conversation.id }]) {
      const refused = await send(premiumCookie, payload);
      expect({ status: refused.statusCode, body: bodyOf(ApiError, refused) }).toEqual({ status: 400, body: { error: 'invalid_input', field: 'conversation_id' } });
    }
    const block = await t.app.inject({ method: 'POST', url: '/api/blocks.php', payload: { member_id: premium }, headers: { cookie: demoCookie } });
    expect(block.statusCode).toBe(200);
    expect((await send(premiumCookie, { member_id: demo, text: 'Hoi' })).statusCode).toBe(404);
  });
});
