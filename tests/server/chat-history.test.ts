import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { purgeChatHistory } from '../../server/modules/conversations/purge';
import { readTables } from '../../server/modules/projections';
import { rebuildProjections } from '../../server/modules/rebuild';
import { prepareDatabase } from '../../server/startup';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { chatCalls } from './support/chat';
import { drivers } from './support/database';
import { idOf } from './support/members';

const dayMs = 86_400_000;

describe.each(drivers)('the chat history limit (spec §9) on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 20 });
  const { sent, chats, grant } = chatCalls(t);
  const onSite = async (host: string, cookie: string, id: number) =>
    bodyOf(contract.getConversation.response, await t.app.inject({ method: 'GET', url: `/api/chat.php?id=${String(id)}`, headers: { cookie, host } }));
  const storedTexts = async (conversationId: number) =>
    (await t.db.query<{ text: string }>("SELECT data->>'text' AS text FROM events WHERE type = 'MessageSent' AND (data->>'conversationId')::bigint = $1 ORDER BY position", [conversationId]))
      .map((row) => row.text);
  const snapshot = async (): Promise<Record<string, unknown[]>> => {
    const tables: Record<string, unknown[]> = {};
    for (const table of readTables) tables[table] = await t.db.query<unknown>(`SELECT * FROM ${table} ORDER BY 1, 2`);
    return tables;
  };

  it("serves no message older than the site's limit, purges those past every site's limit, and a rebuild keeps them purged", async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const old = await sent(await logIn(t.app, 'premium@rendezvous.test'), { member_id: demo, text: 'Lang geleden' });
    const id = old.conversation_id;

    // 400 days on: past the default site's 365 days, within Flirtpunt's 730.
    t.clock.advance(400 * dayMs);
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    expect((await onSite('localhost', demoCookie, id)).messages).toEqual([]);
    expect((await chats(demoCookie)).find((chat) => chat.conversation.id === id)?.last_message).toBeNull();
    expect((await onSite('flirt.localhost', demoCookie, id)).messages.map((message) => message.text)).toContain('Lang geleden');
    expect(await purgeChatHistory(t.db, t.clock.now())).toBe(0);

    const recent = await sent(premiumCookie, { conversation_id: id, text: 'Nu' });
    expect((await onSite('localhost', demoCookie, id)).messages.map((message) => message.id)).toEqual([recent.id]);

    // 731 days after the first message: past every site's limit.
    t.clock.advance(331 * dayMs);
    expect(await purgeChatHistory(t.db, t.clock.now())).toBeGreaterThan(0);
    expect(await t.db.query('SELECT id FROM messages WHERE id = $1', [old.id])).toEqual([]);
    expect(await storedTexts(id)).not.toContain('Lang geleden');
    expect(await storedTexts(id)).toContain('Nu');
    expect((await onSite('flirt.localhost', await logIn(t.app), id)).messages.map((message) => message.id)).toEqual([recent.id]);
    const live = await snapshot();
    await rebuildProjections(t.db);
    expect(await snapshot()).toEqual(live);
  });

  it('purges a gift like a text: its row goes, its event keeps neither text nor gift, and a rebuild brings it back as nothing', async () => {
    const [premium, demo] = [await idOf(t.db, 'premium@rendezvous.test'), await idOf(t.db, 'demo@rendezvous.test')];
    await grant(premium, 'purged-gift', 10);
    const gift = await sent(await logIn(t.app, 'premium@rendezvous.test'), { member_id: demo, gift: 'teddy' });
    expect(await t.db.query('SELECT gift FROM messages WHERE id = $1', [gift.id])).toEqual([{ gift: 'teddy' }]);
    t.clock.advance(800 * dayMs);
    expect(await purgeChatHistory(t.db, t.clock.now())).toBeGreaterThan(0);
    const [event] = await t.db.query<{ data: Record<string, unknown> }>("SELECT data FROM events WHERE type = 'MessageSent' AND (data->>'messageId')::bigint = $1", [gift.id]);
    expect(event?.data).toMatchObject({ messageId: gift.id, text: '' });
    expect(event?.data).not.toHaveProperty('gift');
    const live = await snapshot();
    await rebuildProjections(t.db);
    expect(await snapshot()).toEqual(live);
    expect(await t.db.query('SELECT id FROM messages WHERE id = $1', [gift.id])).toEqual([]);
  });

  it('purges on startup', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const message = await sent(await logIn(t.app, 'premium@rendezvous.test'), { member_id: demo, text: 'Vergeet mij' });
    t.clock.advance(800 * dayMs);
    const prepared = await prepareDatabase(t.db, { driver, seedDemo: false, clock: t.clock });
    expect(prepared.purgedMessages).toBeGreaterThan(0);
    expect(await t.db.query('SELECT id FROM messages WHERE id = $1', [message.id])).toEqual([]);
  });
});
