import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { runBlockCommand } from '../../server/modules/blocks/commands';
import { runLikeCommand } from '../../server/modules/likes/commands';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';
import { idOf, requester } from './support/members';

describe.each(drivers)('match finder, and what blocks and invisible mode hide from chats and auto-like, on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 40 });
  const request = requester(() => t.app);
  const suggestions = async (cookie: string) => bodyOf(contract.getSuggestions.response, await request(cookie, 'GET', '/api/match-finder.php')).suggestions;

  it('suggests at most 20, likers first with reason liked_you, always in the same order, never the blocked, invisible or already liked', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const first = await suggestions(cookie);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(20);
    expect(await suggestions(cookie)).toEqual(first);
    const third = first.find((s) => s.reason !== 'liked_you');
    const [top, second] = first.filter((s) => s !== third);
    if (top === undefined || second === undefined || third === undefined) throw new Error('too few suggestions');

    // A member suggested for another reason likes demo: now liked_you, ahead of everyone suggested for another reason.
    await t.db.transaction((tx) => runLikeCommand(tx, { type: 'GiveLike', data: { from: third.profile.id, to: demo, at: t.clock.now() } }));
    const liked = await suggestions(cookie);
    const at = liked.findIndex((s) => s.profile.id === third.profile.id);
    expect(liked[at]).toMatchObject({ reason: 'liked_you', distance_km: null });
    expect(liked.slice(0, at).every((s) => s.reason === 'liked_you')).toBe(true);

    await t.db.transaction(async (tx) => {
      await runBlockCommand(tx, { type: 'BlockMember', data: { blocker: top.profile.id, blocked: demo, at: t.clock.now() } });
      await runAccountCommand(tx, second.profile.id, { type: 'SetInvisibleMode', data: { invisible: true, at: t.clock.now() } });
    });
    expect((await request(cookie, 'POST', '/api/likes.php', { member_id: third.profile.id })).statusCode).toBe(200);
    const after = (await suggestions(cookie)).map((s) => s.profile.id);
    expect(after).not.toContain(top.profile.id);
    expect(after).not.toContain(second.profile.id);
    expect(after).not.toContain(third.profile.id);
    expect(after).not.toContain(demo);
  });

  it('leaves conversations with a member blocked either way out of the chats list, until the unblock', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const chats = async () => bodyOf(contract.getChats.response, await request(cookie, 'GET', '/api/chats.php')).chats.map((chat) => chat.profile.id);
    const before = await chats();
    const [partner, other] = before;
    if (partner === undefined || other === undefined) throw new Error('the demo member has too few chats');
    expect((await request(cookie, 'POST', '/api/blocks.php', { member_id: partner })).statusCode).toBe(200);
    await t.db.transaction((tx) => runBlockCommand(tx, { type: 'BlockMember', data: { blocker: other, blocked: demo, at: t.clock.now() } }));
    expect(await chats()).toEqual(before.filter((id) => id !== partner && id !== other));
    expect((await request(cookie, 'DELETE', `/api/blocks.php?member_id=${partner}`)).statusCode).toBe(200);
    await t.db.transaction((tx) => runBlockCommand(tx, { type: 'UnblockMember', data: { blocker: other, blocked: demo, at: t.clock.now() } }));
    expect(await chats()).toEqual(before);
  });

  it('never picks an auto-like member across a block or in invisible mode', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const autoLike = async () => bodyOf(contract.autoLike.response, await request(cookie, 'GET', '/api/auto-like.php')).id;
    const first = await autoLike();
    await t.db.transaction((tx) => runBlockCommand(tx, { type: 'BlockMember', data: { blocker: first, blocked: demo, at: t.clock.now() } }));
    const second = await autoLike();
    expect(second).not.toBe(first);
    await t.db.transaction((tx) => runAccountCommand(tx, second, { type: 'SetInvisibleMode', data: { invisible: true, at: t.clock.now() } }));
    const third = await autoLike();
    expect([first, second]).not.toContain(third);
  });
});
