import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { SearchCursor } from '../../io/entities/search';
import type { Queryable } from '../../server/db/database';
import { runBlockCommand } from '../../server/modules/blocks/commands';
import { isBlockedEitherWay } from '../../server/modules/blocks/read';
import { runConversationCommand } from '../../server/modules/conversations/commands';
import { runLikeCommand } from '../../server/modules/likes/commands';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { countEvents, drivers } from './support/database';

const idOf = async (db: Queryable, email: string): Promise<number> => {
  const [row] = await db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [email]);
  if (row === undefined) throw new Error(`no member ${email}`);
  return row.id;
};

/** Every member a search lists to `cookie`, following the `next` cursors. */
const everyoneFound = async (app: FastifyInstance, cookie: string): Promise<number[]> => {
  const ids: number[] = [];
  let url = '/api/members.php?country=NL';
  for (let pages = 0; pages < 50; pages += 1) {
    const found = bodyOf(contract.searchMembers.response, await app.inject({ method: 'GET', url, headers: { cookie } }));
    ids.push(...found.results.map((member) => member.id));
    if (found.next === null || found.next === undefined) return ids;
    url = `/api/members.php?country=NL&cursor=${SearchCursor.encode(found.next)}`;
  }
  throw new Error('search did not end');
};

describe.each(drivers)('blocking on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 40 });
  const request = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: cookie === undefined ? {} : { cookie } });
  const block = (cookie: string, memberId: number) => request(cookie, 'POST', '/api/blocks.php', { member_id: memberId });
  const unblock = (cookie: string, memberId: number) => request(cookie, 'DELETE', `/api/blocks.php?member_id=${memberId}`);
  const likesOf = async (cookie: string) => bodyOf(contract.getLikes.response, await request(cookie, 'GET', '/api/likes.php'));
  const at = () => t.clock.now();

  it('hides both members from each other in search, lists the blocked in settings, and unblocking brings them back', async () => {
    const [demo, premium] = [await idOf(t.db, 'demo@rendezvous.test'), await idOf(t.db, 'premium@rendezvous.test')];
    const [demoCookie, premiumCookie] = [await logIn(t.app), await logIn(t.app, 'premium@rendezvous.test')];
    expect(await everyoneFound(t.app, demoCookie)).toContain(premium);
    expect(await everyoneFound(t.app, premiumCookie)).toContain(demo);

    expect((await block(demoCookie, premium)).statusCode).toBe(200);
    expect((await block(demoCookie, premium)).statusCode).toBe(200);
    const events = await t.db.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1', [`blocks-${demo}`]);
    expect(events.map((e) => e.type)).toEqual(['MemberBlocked']);
    const listed = bodyOf(contract.getBlocks.response, await request(demoCookie, 'GET', '/api/blocks.php'));
    const premiumName = (await t.db.query<{ name: string }>('SELECT name FROM members WHERE id = $1', [premium]))[0]?.name;
    expect(listed.blocked.map(({ id, name }) => ({ id, name }))).toEqual([{ id: premium, name: premiumName }]);
    expect(listed.blocked[0]?.blocked_at).toBe(at().toISOString());
    expect(bodyOf(contract.getBlocks.response, await request(premiumCookie, 'GET', '/api/blocks.php')).blocked).toEqual([]);

    expect(await everyoneFound(t.app, demoCookie)).not.toContain(premium);
    expect(await everyoneFound(t.app, premiumCookie)).not.toContain(demo);
    expect(await isBlockedEitherWay(t.db, premium, demo)).toBe(true);

    expect((await unblock(demoCookie, premium)).statusCode).toBe(200);
    expect((await unblock(demoCookie, premium)).statusCode).toBe(200);
    expect(await everyoneFound(t.app, demoCookie)).toContain(premium);
    expect(await everyoneFound(t.app, premiumCookie)).toContain(demo);
    expect(await isBlockedEitherWay(t.db, premium, demo)).toBe(false);
    expect(bodyOf(contract.getBlocks.response, await request(demoCookie, 'GET', '/api/blocks.php')).blocked).toEqual([]);
  });

  it("answers the blocked party's profile request with not_found both ways (never a 403 that reveals the block), until an unblock", async () => {
    const [demo, premium] = [await idOf(t.db, 'demo@rendezvous.test'), await idOf(t.db, 'premium@rendezvous.test')];
    const [demoCookie, premiumCookie] = [await logIn(t.app), await logIn(t.app, 'premium@rendezvous.test')];
    const profile = (cookie: string, id: number) => request(cookie, 'GET', `/api/member.php?id=${id}`);
    expect((await profile(premiumCookie, demo)).statusCode).toBe(200);

    expect((await block(demoCookie, premium)).statusCode).toBe(200);
    const hidden = await profile(premiumCookie, demo);
    expect(hidden.statusCode).toBe(404);
    expect(bodyOf(ApiError, hidden)).toEqual({ error: 'not_found' });
    expect((await profile(demoCookie, premium)).statusCode).toBe(404);

    expect((await unblock(demoCookie, premium)).statusCode).toBe(200);
    expect((await profile(premiumCookie, demo)).statusCode).toBe(200);
  });

  it('refuses a like or a new conversation across a block as not_found, in both directions, and allows them again after an unblock', async () => {
    const [demo, premium] = [await idOf(t.db, 'demo@rendezvous.test'), await idOf(t.db, 'premium@rendezvous.test')];
    await t.db.transaction((tx) => runBlockCommand(tx, { type: 'BlockMember', data: { blocker: demo, blocked: premium, at: at() } }));
    const eventsBefore = await countEvents(t.db);
    for (const [from, to] of [[premium, demo], [demo, premium]] as const) {
      const like = await t.db.transaction((tx) => runLikeCommand(tx, { type: 'GiveLike', data: { from, to, at: at() } }));
      expect(like).toEqual({ kind: 'rejected', reason: 'not_found' });
      const start = await t.db.transaction((tx) => runConversationCommand(tx, 900_000 + from, { type: 'StartConversation', data: { conversationId: 900_000 + from, from, to, at: at() } }));
      expect(start).toEqual({ kind: 'rejected', reason: 'not_found' });
    }
    expect(await countEvents(t.db)).toBe(eventsBefore);

    await t.db.transaction((tx) => runBlockCommand(tx, { type: 'UnblockMember', data: { blocker: demo, blocked: premium, at: at() } }));
    const like = await t.db.transaction((tx) => runLikeCommand(tx, { type: 'GiveLike', data: { from: premium, to: demo, at: at() } }));
    expect(like.kind).toBe('accepted');
  });

  it('refuses a message in an existing conversation once either member blocked the other', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const [chat] = await t.db.query<{ conversation_id: number; member_id: number }>(
      'SELECT conversation_id, member_id FROM conversation_members WHERE conversation_id IN (SELECT conversation_id FROM conversation_members WHERE member_id = $1) AND member_id <> $1 ORDER BY 1 LIMIT 1',
      [demo],
    );
    if (chat === undefined) throw new Error('the demo member has no conversation');
    const send = (from: number, messageId: number) =>
      t.db.transaction((tx) => runConversationCommand(tx, chat.conversation_id, { type: 'SendMessage', data: { messageId, from, text: 'Hoi', maxLength: 500, at: at() } }));
    expect((await send(demo, 800_001)).kind).toBe('accepted');
    await t.db.transaction((tx) => runBlockCommand(tx, { type: 'BlockMember', data: { blocker: chat.member_id, blocked: demo, at: at() } }));
    expect(await send(demo, 800_002)).toEqual({ kind: 'rejected', reason: 'not_found' });
    expect(await send(chat.member_id, 800_003)).toEqual({ kind: 'rejected', reason: 'not_found' });
    await t.db.transaction((tx) => runBlockCommand(tx, { type: 'UnblockMember', data: { blocker: chat.member_id, blocked: demo, at: at() } }));
    expect((await send(demo, 800_004)).kind).toBe('accepted');
  });

  it("drops the blocked from the blocker's likes lists, received and given, and from the blocked party's lists too", async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const before = await likesOf(cookie);
    const liker = before.liked_by[0]?.id;
    const liked = before.likes[0]?.id;
    if (liker === undefined || liked === undefined) throw new Error('the demo member has no likes');
    expect((await block(cookie, liker)).statusCode).toBe(200);
    await t.db.transaction((tx) => runBlockCommand(tx, { type: 'BlockMember', data: { blocker: liked, blocked: demo, at: at() } }));
    const after = await likesOf(cookie);
    expect(after.liked_by.map((like) => like.id)).toEqual(before.liked_by.map((like) => like.id).filter((id) => id !== liker));
    expect(after.likes.map((member) => member.id)).toEqual(before.likes.map((member) => member.id).filter((id) => id !== liked));
    expect((await unblock(cookie, liker)).statusCode).toBe(200);
    await t.db.transaction((tx) => runBlockCommand(tx, { type: 'UnblockMember', data: { blocker: liked, blocked: demo, at: at() } }));
    expect(await likesOf(cookie)).toEqual(before);
  });

  it('keeps a member in invisible mode out of every search until they turn it off', async () => {
    const premium = await idOf(t.db, 'premium@rendezvous.test');
    const [demoCookie, premiumCookie] = [await logIn(t.app), await logIn(t.app, 'premium@rendezvous.test')];
    const setInvisible = async (invisible: boolean) => request(premiumCookie, 'PUT', '/api/invisible.php', { invisible });
    const on = await setInvisible(true);
    expect(bodyOf(contract.setInvisible.response, on)).toEqual({ invisible: true });
    expect((await setInvisible(true)).statusCode).toBe(200);
    expect(await everyoneFound(t.app, demoCookie)).not.toContain(premium);
    const changes = await t.db.query<{ type: string }>("SELECT type FROM events WHERE stream_id = $1 AND type = 'InvisibleModeChanged'", [`account-${premium}`]);
    expect(changes).toHaveLength(1);
    expect(bodyOf(contract.setInvisible.response, await setInvisible(false))).toEqual({ invisible: false });
    expect(await everyoneFound(t.app, demoCookie)).toContain(premium);
  });

  it('answers bad input with the field, an unknown member with not_found, and a visitor with 403', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const refusal = async (response: Awaited<ReturnType<typeof request>>) => ({ status: response.statusCode, body: bodyOf(ApiError, response) });
    expect(await refusal(await block(cookie, demo))).toEqual({ status: 400, body: { error: 'invalid_input', field: 'member_id' } });
    expect(await refusal(await block(cookie, 99_999_999))).toEqual({ status: 404, body: { error: 'not_found' } });
    expect(await refusal(await request(cookie, 'POST', '/api/blocks.php', { member_id: 'x' }))).toEqual({ status: 400, body: { error: 'invalid_input', field: 'member_id' } });
    expect(await refusal(await request(cookie, 'DELETE', '/api/blocks.php?member_id=0'))).toEqual({ status: 400, body: { error: 'invalid_input', field: 'member_id' } });
    expect(await refusal(await request(cookie, 'PUT', '/api/invisible.php', { invisible: 'yes' }))).toEqual({ status: 400, body: { error: 'invalid_input', field: 'invisible' } });
    expect(await refusal(await request(undefined, 'GET', '/api/blocks.php'))).toEqual({ status: 403, body: { error: 'authentication_required' } });
    expect(await refusal(await request(undefined, 'POST', '/api/blocks.php', { member_id: demo }))).toEqual({ status: 403, body: { error: 'authentication_required' } });
  });
});
