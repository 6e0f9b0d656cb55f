import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { rendezvous } from '../../server/demo/sites';
import { freeConversationStarts } from '../../server/modules/conversations/send';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { chatCalls } from './support/chat';
import { countEvents, drivers } from './support/database';
import { openStream, originOf } from './support/live-stream';
import { idOf } from './support/members';

/** The demo site's gift price: the members of these tests are on it (localhost). */
const giftCredits = rendezvous.gift_credits;

describe.each(drivers)('sending gifts on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 40 });
  const { send, conversation, chats, credits, grant, strangers, unconfirmed } = chatCalls(t);
  const refusal = (response: Awaited<ReturnType<typeof send>>) => ({ status: response.statusCode, body: bodyOf(ApiError, response) });
  const spentOn = async (memberId: number, kind: string) =>
    (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'CreditsSpent' AND (data->>'memberId')::bigint = $1 AND data->'purpose'->>'kind' = $2", [memberId, kind]))[0]?.n;

  it('sends a gift once per Idempotency-Key for gift_credits, stored with an empty text, and both members see it', async () => {
    const [premium, demo] = [await idOf(t.db, 'premium@rendezvous.test'), await idOf(t.db, 'demo@rendezvous.test')];
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    await grant(premium, 'gifts', 10);
    const before = await credits(premium) ?? 0;
    // The demo's own conversation already holds a gift the premium member paid for.
    const giftsBefore = (await spentOn(premium, 'gift')) ?? 0;
    const first = await send(premiumCookie, { member_id: demo, gift: 'champagne' }, 'gift-1');
    expect(first.statusCode).toBe(200);
    const sent = bodyOf(contract.sendMessage.response, first);
    expect(sent.message).toMatchObject({ from_me: true, text: '', gift: 'champagne', photo: null, status: 'sent' });
    expect(sent.credits).toBe(before - giftCredits);

    const events = await countEvents(t.db);
    const replay = await send(premiumCookie, { member_id: demo, gift: 'champagne' }, 'gift-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf(contract.sendMessage.response, replay)).toEqual(sent);
    expect(await countEvents(t.db)).toBe(events);
    expect(await credits(premium)).toBe(before - giftCredits);
    const stored = await t.db.query<{ text: string; gift: string }>('SELECT text, gift FROM messages WHERE id = $1', [sent.message.id]);
    expect(stored).toEqual([{ text: '', gift: 'champagne' }]);
    expect(await spentOn(premium, 'gift')).toBe(giftsBefore + 1);

    const seen = await conversation(demoCookie, sent.message.conversation_id);
    expect(seen.messages.at(-1)).toEqual({ ...sent.message, from_me: false, status: 'delivered' });
    const listed = (await chats(demoCookie)).find((chat) => chat.conversation.id === sent.message.conversation_id);
    expect(listed?.last_message).toEqual({ text: '', sent_at: sent.message.sent_at, from_me: false, kind: 'gift' });
    const own = (await chats(premiumCookie)).find((chat) => chat.conversation.id === sent.message.conversation_id);
    expect(own?.last_message?.kind).toBe('gift');

    // A text after it is a text again, at message_credits.
    const text = bodyOf(contract.sendMessage.response, await send(premiumCookie, { conversation_id: sent.message.conversation_id, text: 'Proost!' }));
    expect(text.message).toMatchObject({ text: 'Proost!', gift: null, photo: null });
    expect((await chats(demoCookie)).find((chat) => chat.conversation.id === sent.message.conversation_id)?.last_message?.kind).toBe('text');
  });

  it('answers 400 naming text for neither a text nor a gift, or both, and 400 naming gift for one not in the catalogue', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app, 'premium@rendezvous.test');
    const events = await countEvents(t.db);
    for (const payload of [{ member_id: demo }, { member_id: demo, text: 'Hoi', gift: 'rose' }]) {
      expect(refusal(await send(cookie, payload))).toEqual({ status: 400, body: { error: 'invalid_input', field: 'text' } });
    }
    expect(refusal(await send(cookie, { member_id: demo, gift: 'diamond' }))).toEqual({ status: 400, body: { error: 'invalid_input', field: 'gift' } });
    expect(await countEvents(t.db)).toBe(events);
  });

  it('refuses a gift the balance does not cover with 402 and charges nothing', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const [chat] = await chats(cookie);
    if (chat === undefined) throw new Error('the demo member has no chats');
    expect(await credits(demo)).toBe(0);
    // One credit short of a gift: enough for texts, not for the gift.
    await grant(demo, 'almost-a-gift', giftCredits - 1);
    const events = await countEvents(t.db);
    expect(refusal(await send(cookie, { conversation_id: chat.conversation.id, gift: 'rose' }, 'short-1'))).toEqual({ status: 402, body: { error: 'insufficient_credits' } });
    expect(await countEvents(t.db)).toBe(events);
    expect(await credits(demo)).toBe(giftCredits - 1);
    await grant(demo, 'gift-refill', 1);
    expect((await send(cookie, { conversation_id: chat.conversation.id, gift: 'rose' }, 'short-2')).statusCode).toBe(200);
    expect(await credits(demo)).toBe(0);
  });

  it(`counts a gift to a new member as one of a free member's ${String(freeConversationStarts)} starts, and answers 403 past them`, async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    await grant(demo, 'gift-starts', 10 * giftCredits);
    const [started] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM conversations WHERE started_by = $1', [demo]);
    const allowed = Math.max(0, freeConversationStarts - (started?.n ?? 0));
    const others = await strangers(demo);
    for (const other of others.slice(0, allowed)) expect((await send(cookie, { member_id: other, gift: 'heart' })).statusCode).toBe(200);
    const balance = await credits(demo);
    expect(refusal(await send(cookie, { member_id: others[allowed] ?? -1, gift: 'heart' }))).toEqual({ status: 403, body: { error: 'conversation_limit_reached' } });
    expect(await credits(demo)).toBe(balance);
  });

  it('refuses a member who has not confirmed their e-mail with 403, and a gift across a block with 404', async () => {
    const [premium, demo] = [await idOf(t.db, 'premium@rendezvous.test'), await idOf(t.db, 'demo@rendezvous.test')];
    const newcomer = await unconfirmed('gift-unconfirmed@rendezvous.test');
    await grant(newcomer, 'unconfirmed-gift', 10);
    const newcomerCookie = await logIn(t.app, 'gift-unconfirmed@rendezvous.test');
    expect(refusal(await send(newcomerCookie, { member_id: demo, gift: 'teddy' }))).toEqual({ status: 403, body: { error: 'email_not_confirmed' } });
    expect(await credits(newcomer)).toBe(10);

    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    await grant(premium, 'blocked-gift', giftCredits);
    const balance = await credits(premium);
    const block = await t.app.inject({ method: 'POST', url: '/api/blocks.php', payload: { member_id: premium }, headers: { cookie: demoCookie } });
    expect(block.statusCode).toBe(200);
    expect(refusal(await send(premiumCookie, { member_id: demo, gift: 'cocktail' }))).toEqual({ status: 404, body: { error: 'not_found' } });
    expect(await credits(premium)).toBe(balance);
  });
});

describe.each(drivers)('a gift as a live notice on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 20 });
  const { grant } = chatCalls(t);

  it("reaches the recipient's open stream as a message notice, like a text", async () => {
    const origin = await originOf(t.app);
    const [premium, demo] = [await idOf(t.db, 'premium@rendezvous.test'), await idOf(t.db, 'demo@rendezvous.test')];
    await grant(premium, 'live-gift', 10);
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    const stream = await openStream(origin, demoCookie);
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/chat.php', payload: { member_id: demo, gift: 'rose' }, headers: { cookie: premiumCookie } });
      const { id, conversation_id: conversationId } = bodyOf(contract.sendMessage.response, response).message;
      const notice = await stream.received('the gift on the recipient stream', (n) => n.type === 'message' && n.message_id === id);
      expect(notice).toEqual({ type: 'message', conversation_id: conversationId, message_id: id, from_me: false });
    } finally {
      stream.close();
    }
  });
});
