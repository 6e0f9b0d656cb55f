import { describe, expect, it } from 'vitest';
import { logIn, useTestApp } from './support/app';
import { chatCalls } from './support/chat';
import { countEvents, drivers } from './support/database';
import { idOf } from './support/members';

describe.each(drivers)('removing a conversation from the member list on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 40 });
  const { sent, conversation, chats, grant } = chatCalls(t);
  const remove = (cookie: string, query: string) => t.app.inject({ method: 'DELETE', url: `/api/chat.php?${query}`, headers: { cookie } });

  it('leaves it out of the list and its messages unserved to the remover only, until a later message brings it back with that alone', async () => {
    const [premium, demo] = [await idOf(t.db, 'premium@rendezvous.test'), await idOf(t.db, 'demo@rendezvous.test')];
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    const first = await sent(premiumCookie, { member_id: demo, text: 'Een' });
    const id = first.conversation_id;
    // Listed (and so kept in the read caches) before the removal.
    expect((await chats(demoCookie)).map((chat) => chat.conversation.id)).toContain(id);
    const before = (await conversation(demoCookie, id)).messages;

    expect((await remove(demoCookie, `id=${String(id)}`)).statusCode).toBe(200);
    expect((await chats(demoCookie)).map((chat) => chat.conversation.id)).not.toContain(id);
    expect((await conversation(demoCookie, id)).messages).toEqual([]);
    expect((await conversation(premiumCookie, id)).messages.map((message) => message.id)).toEqual(before.map((message) => message.id));
    expect((await chats(premiumCookie)).map((chat) => chat.conversation.id)).toContain(id);
    // Removing again answers ok and records nothing.
    const events = await countEvents(t.db);
    expect((await remove(demoCookie, `member_id=${String(premium)}`)).statusCode).toBe(200);
    expect(await countEvents(t.db)).toBe(events);

    const later = await sent(premiumCookie, { conversation_id: id, text: 'Nog daar?' });
    expect((await conversation(demoCookie, id)).messages.map((message) => message.text)).toEqual(['Nog daar?']);
    const back = (await chats(demoCookie)).find((chat) => chat.conversation.id === id);
    expect(back).toMatchObject({ num_unread_messages: 1, last_message: { text: 'Nog daar?', sent_at: later.sent_at } });
  });

  it('removes by member every conversation with them, and a message the remover writes later starts their view afresh', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const [chat] = await chats(cookie);
    if (chat === undefined) throw new Error('the demo member has no chats');
    expect((await remove(cookie, `member_id=${String(chat.profile.id)}`)).statusCode).toBe(200);
    expect((await chats(cookie)).map((listed) => listed.conversation.id)).not.toContain(chat.conversation.id);
    await grant(demo, 'after-removal', 1);
    await sent(cookie, { member_id: chat.profile.id, text: 'Toch nog even' });
    const back = (await chats(cookie)).find((listed) => listed.conversation.id === chat.conversation.id);
    expect(back).toMatchObject({ num_unread_messages: 0, last_message: { text: 'Toch nog even', from_me: true } });
  });

  it('answers 404 for a conversation of others, a member without one, and 400 naming the parameter for neither', async () => {
    const premium = await idOf(t.db, 'premium@rendezvous.test');
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    const others = (await chats(demoCookie)).find((chat) => chat.profile.id !== premium);
    if (others === undefined) throw new Error('the demo member has no chat without the premium member');
    expect((await remove(premiumCookie, `id=${String(others.conversation.id)}`)).statusCode).toBe(404);
    const [stranger] = await t.db.query<{ id: number }>(
      `SELECT id FROM members WHERE id <> $1 AND NOT EXISTS (SELECT 1 FROM conversation_members a JOIN conversation_members b
         ON b.conversation_id = a.conversation_id WHERE a.member_id = $1 AND b.member_id = members.id) ORDER BY id LIMIT 1`,
      [premium],
    );
    expect((await remove(premiumCookie, `member_id=${String(stranger?.id ?? 0)}`)).statusCode).toBe(404);
    expect((await remove(premiumCookie, '')).json()).toEqual({ error: 'invalid_input', field: 'id' });
  });
});
