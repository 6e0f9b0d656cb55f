import { describe, expect, it } from 'vitest';
import { logIn, useTestApp } from './support/app';
import { chatCalls } from './support/chat';
import { idOf } from './support/members';

// Concurrent first messages need connections of their own: PostgreSQL (PGlite runs one transaction at a time).
describe('one conversation per pair of members, on postgres', () => {
  const t = useTestApp('postgres', { demoMembers: 40 });
  const { send, strangers, grant, chats } = chatCalls(t);
  const conversationsBetween = async (a: number, b: number) =>
    (
      await t.db.query<{ id: number; messages: number }>(
        `SELECT c.id, (SELECT count(*)::int FROM messages WHERE conversation_id = c.id) AS messages FROM conversations c
          JOIN conversation_members x ON x.conversation_id = c.id AND x.member_id = $1
          JOIN conversation_members y ON y.conversation_id = c.id AND y.member_id = $2`,
        [a, b],
      )
    ).map((row) => row.messages);

  it('starts one conversation when two first messages to the same member are sent at the same moment', async () => {
    const premium = await idOf(t.db, 'premium@rendezvous.test');
    const cookie = await logIn(t.app, 'premium@rendezvous.test');
    await grant(premium, 'pairs', 20);
    const others = (await strangers(premium)).slice(0, 4);
    for (const other of others) {
      const answers = await Promise.all([1, 2].map((n) => send(cookie, { member_id: other, text: `Hoi ${String(n)}` }, `first-${String(other)}-${String(n)}`)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await conversationsBetween(premium, other)).toEqual([2]);
    }
  });

  it('starts one conversation when two members write to each other for the first time at the same moment', async () => {
    const [premium, fresh] = [await idOf(t.db, 'premium@rendezvous.test'), await idOf(t.db, 'new@rendezvous.test')];
    const [premiumCookie, freshCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app, 'new@rendezvous.test')];
    await grant(fresh, 'pairs', 5);
    const answers = await Promise.all([
      send(premiumCookie, { member_id: fresh, text: 'Hoi!' }, 'to-fresh'),
      send(freshCookie, { member_id: premium, text: 'Hallo!' }, 'to-premium'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await conversationsBetween(premium, fresh)).toEqual([2]);
  });

  it('stores both of two keyed sends at once from one member into two conversations (the account conflict is retried)', async () => {
    const premium = await idOf(t.db, 'premium@rendezvous.test');
    const cookie = await logIn(t.app, 'premium@rendezvous.test');
    await grant(premium, 'two-tabs', 20);
    const ids = (await chats(cookie)).slice(0, 2).map((chat) => chat.conversation.id);
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE sender_id = $1', [premium]))[0]?.n ?? 0;
    const before = await count();
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(ids.map((id) => send(cookie, { conversation_id: id, text: 'En?' }, `tabs-${String(round)}-${String(id)}`)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
    expect(await count()).toBe(before + 6);
  });

  it('lets a free member start at most 2 conversations however many first messages race for the last start', async () => {
    const fresh = await idOf(t.db, 'new@rendezvous.test');
    const cookie = await logIn(t.app, 'new@rendezvous.test');
    await grant(fresh, 'starts', 10);
    const started = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM conversations WHERE started_by = $1', [fresh]))[0]?.n ?? 0;
    const before = await started();
    const others = (await strangers(fresh)).slice(0, 4);
    const answers = await Promise.all(others.map((other) => send(cookie, { member_id: other, text: 'Hoi!' }, `race-${String(other)}`)));
    const stored = answers.filter((answer) => answer.statusCode === 200).length;
    expect(stored).toBe(Math.max(0, 2 - before));
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(others.length - stored);
    expect(await started()).toBe(Math.max(before, 2));
  });
});
