import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { chatCalls } from './support/chat';
import { countEvents, drivers } from './support/database';
import { idOf } from './support/members';

describe.each(drivers)('a conversation by id or by member, with message statuses, on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 40 });
  const { sent, getConversation, conversation, chats, grant, strangers } = chatCalls(t);
  const byMember = async (cookie: string, memberId: number) =>
    bodyOf(contract.getConversation.response, await getConversation(cookie, `member_id=${String(memberId)}`));
  const acknowledge = (cookie: string, conversationId: number, messageId: number) =>
    t.app.inject({ method: 'PUT', url: `/api/delivered.php?conversation_id=${String(conversationId)}&message_id=${String(messageId)}`, headers: { cookie } });
  const statuses = async (cookie: string, conversationId: number) =>
    (await conversation(cookie, conversationId)).messages.map((message) => `${message.from_me ? 'me' : 'them'}:${message.status}`);

  it('answers the conversation with a member, or none yet with their profile, and the starts a free member has left', async () => {
    const [premium, demo] = [await idOf(t.db, 'premium@rendezvous.test'), await idOf(t.db, 'demo@rendezvous.test')];
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    const [chat] = await chats(demoCookie);
    if (chat === undefined) throw new Error('the demo member has no chats');
    expect(await byMember(demoCookie, chat.profile.id)).toEqual(await conversation(demoCookie, chat.conversation.id));

    const [stranger, second] = await strangers(demo);
    if (stranger === undefined || second === undefined) throw new Error('the demo data has too few strangers');
    const none = await byMember(demoCookie, stranger);
    expect(none).toMatchObject({ conversation: null, messages: [], profile: { id: stranger }, starts_left: 2 });
    expect((await byMember(premiumCookie, stranger)).starts_left).toBeNull();

    await grant(demo, 'starts', 5);
    await sent(demoCookie, { member_id: stranger, text: 'Hoi' });
    expect((await byMember(demoCookie, stranger)).starts_left).toBe(1);
    await sent(demoCookie, { member_id: second, text: 'Hoi' });
    expect((await byMember(demoCookie, premium)).starts_left).toBe(0);
    // The other member's premium badge: shown for the premium member, not for a free one.
    expect((await byMember(demoCookie, premium)).premium).toBe(true);
    expect((await byMember(premiumCookie, demo)).premium).toBe(false);
    expect(none.premium).toBe(false);
  });

  it('answers 404 for a blocked or unknown member or oneself, and 400 naming the parameter for neither or both', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const [blocked] = await strangers(demo);
    if (blocked === undefined) throw new Error('no stranger to the demo member');
    await t.app.inject({ method: 'POST', url: '/api/blocks.php', payload: { member_id: blocked }, headers: { cookie } });
    for (const memberId of [blocked, demo, 999_999]) expect((await getConversation(cookie, `member_id=${String(memberId)}`)).statusCode).toBe(404);
    for (const [query, field] of [['', 'id'], [`id=1&member_id=${String(demo)}`, 'member_id']] as const) {
      const refused = await getConversation(cookie, query);
      expect({ status: refused.statusCode, body: bodyOf(ApiError, refused) }).toEqual({ status: 400, body: { error: 'invalid_input', field } });
    }
  });

  it('shows own messages sent, then delivered once the other tab acknowledged them, then read; and messages to the viewer read once opened', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    const [stranger] = await strangers(await idOf(t.db, 'premium@rendezvous.test'));
    if (stranger === undefined) throw new Error('no stranger to the premium member');
    const first = await sent(premiumCookie, { member_id: demo, text: 'Een' });
    const second = await sent(premiumCookie, { conversation_id: first.conversation_id, text: 'Twee' });
    const id = first.conversation_id;
    expect(await statuses(premiumCookie, id)).toEqual(['me:sent', 'me:sent']);

    expect((await acknowledge(demoCookie, id, first.id)).statusCode).toBe(200);
    expect(await statuses(premiumCookie, id)).toEqual(['me:delivered', 'me:sent']);
    expect(await statuses(demoCookie, id)).toEqual(['them:delivered', 'them:delivered']);
    // A repeated or older acknowledgement records nothing.
    const events = await countEvents(t.db);
    expect((await acknowledge(demoCookie, id, first.id)).statusCode).toBe(200);
    expect(await countEvents(t.db)).toBe(events);
    expect((await acknowledge(demoCookie, id, second.id)).statusCode).toBe(200);
    expect(await countEvents(t.db)).toBe(events + 1);
    expect(await statuses(premiumCookie, id)).toEqual(['me:delivered', 'me:delivered']);

    await t.app.inject({ method: 'PUT', url: `/api/chat.php?id=${String(id)}`, headers: { cookie: demoCookie } });
    expect(await statuses(premiumCookie, id)).toEqual(['me:read', 'me:read']);
    expect(await statuses(demoCookie, id)).toEqual(['them:read', 'them:read']);
    await sent(premiumCookie, { conversation_id: id, text: 'Drie' });
    expect(await statuses(premiumCookie, id)).toEqual(['me:read', 'me:read', 'me:sent']);
    expect(await statuses(demoCookie, id)).toEqual(['them:read', 'them:read', 'them:delivered']);
  });

  it('answers 404 to an acknowledgement in a conversation of others or across a block', async () => {
    const premium = await idOf(t.db, 'premium@rendezvous.test');
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    const others = (await chats(demoCookie)).find((chat) => chat.profile.id !== premium);
    const withPremium = (await chats(demoCookie)).find((chat) => chat.profile.id === premium);
    if (others === undefined || withPremium === undefined) throw new Error('the demo member lacks the chats this needs');
    const last = (await conversation(demoCookie, others.conversation.id)).messages.at(-1);
    expect((await acknowledge(premiumCookie, others.conversation.id, last?.id ?? 1)).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: '/api/blocks.php', payload: { member_id: premium }, headers: { cookie: demoCookie } });
    expect((await acknowledge(premiumCookie, withPremium.conversation.id, 1)).statusCode).toBe(404);
  });
});
