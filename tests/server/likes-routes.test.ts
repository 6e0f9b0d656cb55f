import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { regionsOf } from '../../server/modules/reference/regions';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { countEvents, drivers } from './support/database';
import { idOf, requester, streamTypes } from './support/members';

describe.each(drivers)('liking over HTTP on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 40 });
  const request = requester(() => t.app);
  const like = (cookie: string, memberId: number) => request(cookie, 'POST', '/api/likes.php', { member_id: memberId });
  const unlike = (cookie: string, memberId: number) => request(cookie, 'DELETE', `/api/likes.php?member_id=${memberId}`);
  const markSeen = (cookie: string, memberId: number) => request(cookie, 'PUT', '/api/likes.php', { member_id: memberId });
  const likesOf = async (cookie: string) => bodyOf(contract.getLikes.response, await request(cookie, 'GET', '/api/likes.php'));
  const refusal = (response: Awaited<ReturnType<typeof request>>) => ({ status: response.statusCode, body: bodyOf(ApiError, response) });
  const logins = async () => ({
    demo: await idOf(t.db, 'demo@rendezvous.test'),
    premium: await idOf(t.db, 'premium@rendezvous.test'),
    demoCookie: await logIn(t.app),
    premiumCookie: await logIn(t.app, 'premium@rendezvous.test'),
  });

  it('answers match: false to a first like and match: true to the like back; both lists show it; a repeated like records nothing', async () => {
    const { demo, premium, demoCookie, premiumCookie } = await logins();
    const first = await like(demoCookie, premium);
    expect(first.statusCode).toBe(200);
    expect(bodyOf(contract.giveLike.response, first)).toEqual({ match: false });
    expect(bodyOf(contract.giveLike.response, await like(demoCookie, premium))).toEqual({ match: false });
    const given = await t.db.query("SELECT 1 FROM events WHERE stream_id = $1 AND type = 'LikeGiven' AND (data->>'to')::bigint = $2", [`likes-${demo}`, premium]);
    expect(given).toHaveLength(1);

    const premiumSees = await likesOf(premiumCookie);
    expect(premiumSees.liked_by[0]).toMatchObject({ id: demo, like_new: true, liked_at: t.clock.now().toISOString() });

    t.clock.advance(60_000);
    expect(bodyOf(contract.giveLike.response, await like(premiumCookie, demo))).toEqual({ match: true });
    expect((await likesOf(demoCookie)).liked_by.map((received) => received.id)).toContain(premium);
    expect((await likesOf(premiumCookie)).likes.map((member) => member.id)).toContain(demo);
  });

  it('takes a like back: LikeWithdrawn once, gone from both lists (the cached ones too), and a like again is new', async () => {
    const { demo, premium, demoCookie, premiumCookie } = await logins();
    await like(demoCookie, premium);
    expect((await likesOf(demoCookie)).likes.map((member) => member.id)).toContain(premium);
    expect((await likesOf(premiumCookie)).liked_by.map((received) => received.id)).toContain(demo);

    expect((await unlike(demoCookie, premium)).statusCode).toBe(200);
    const events = await countEvents(t.db);
    expect((await unlike(demoCookie, premium)).statusCode).toBe(200);
    expect(await countEvents(t.db)).toBe(events);
    expect((await streamTypes(t.db, `likes-${demo}`)).at(-1)).toBe('LikeWithdrawn');
    expect((await likesOf(demoCookie)).likes.map((member) => member.id)).not.toContain(premium);
    expect((await likesOf(premiumCookie)).liked_by.map((received) => received.id)).not.toContain(demo);
    expect(await t.db.query('SELECT 1 FROM likes WHERE from_id = $1 AND to_id = $2', [demo, premium])).toEqual([]);

    // premium liked demo in the first test: demo liking again is a match again, and new to premium.
    expect(bodyOf(contract.giveLike.response, await like(demoCookie, premium))).toEqual({ match: true });
    expect((await likesOf(premiumCookie)).liked_by.find((received) => received.id === demo)?.like_new).toBe(true);
  });

  it("marks a received like seen when the liked member opens the liker's profile; a member who did not like is not_found", async () => {
    const { demo, premium, demoCookie, premiumCookie } = await logins();
    expect((await likesOf(premiumCookie)).liked_by.find((received) => received.id === demo)?.like_new).toBe(true);
    expect((await markSeen(premiumCookie, demo)).statusCode).toBe(200);
    expect((await likesOf(premiumCookie)).liked_by.find((received) => received.id === demo)?.like_new).toBe(false);
    const events = await countEvents(t.db);
    expect((await markSeen(premiumCookie, demo)).statusCode).toBe(200);
    expect(await countEvents(t.db)).toBe(events);

    const stranger = (await likesOf(demoCookie)).likes.find((member) => member.id !== premium)?.id;
    if (stranger === undefined) throw new Error('the demo member liked nobody else');
    // Demo liked `stranger`; `stranger` did not like demo: nothing to mark seen.
    const [likesBack] = await t.db.query('SELECT 1 FROM likes WHERE from_id = $1 AND to_id = $2', [stranger, demo]);
    expect(likesBack).toBeUndefined();
    expect(refusal(await markSeen(demoCookie, stranger))).toEqual({ status: 404, body: { error: 'not_found' } });
  });

  it('answers not_found to liking across a block (both ways), an invisible, off-site or unknown member; 400 to oneself and bad input; 403 to a visitor', async () => {
    const { demo, premium, demoCookie, premiumCookie } = await logins();
    const [other, invisible, abroad] = await t.db.query<{ id: number }>(
      "SELECT id FROM members WHERE email IS NULL AND profile_status = 'active' AND id NOT IN (SELECT to_id FROM likes WHERE from_id = $1) AND id NOT IN (SELECT from_id FROM likes WHERE to_id = $1) ORDER BY id LIMIT 3",
      [demo],
    );
    if (other === undefined || invisible === undefined || abroad === undefined) throw new Error('the demo data has too few members');
    const notFound = { status: 404, body: { error: 'not_found' } };

    expect((await request(premiumCookie, 'POST', '/api/blocks.php', { member_id: other.id })).statusCode).toBe(200);
    expect((await request(demoCookie, 'POST', '/api/blocks.php', { member_id: premium })).statusCode).toBe(200);
    const events = await countEvents(t.db);
    expect(refusal(await like(demoCookie, premium))).toEqual(notFound);
    expect(refusal(await like(premiumCookie, demo))).toEqual(notFound);
    expect(refusal(await markSeen(demoCookie, premium))).toEqual(notFound);
    expect(refusal(await markSeen(premiumCookie, demo))).toEqual(notFound);
    expect(refusal(await like(premiumCookie, other.id))).toEqual(notFound);
    expect(await countEvents(t.db)).toBe(events);
    expect((await request(demoCookie, 'DELETE', `/api/blocks.php?member_id=${premium}`)).statusCode).toBe(200);

    await t.db.transaction(async (tx) => {
      await runAccountCommand(tx, invisible.id, { type: 'SetInvisibleMode', data: { invisible: true, at: t.clock.now() } });
      await runAccountCommand(tx, abroad.id, { type: 'EditProfile', data: { changes: { living_area: { country: 'JP', region: regionsOf('JP')?.[0] ?? '', city: '' } }, siteCountries: ['JP'], at: t.clock.now() } });
    });
    expect(refusal(await like(demoCookie, invisible.id))).toEqual(notFound);
    expect(refusal(await like(demoCookie, abroad.id))).toEqual(notFound);
    expect(refusal(await like(demoCookie, 99_999_999))).toEqual(notFound);
    expect(bodyOf(contract.giveLike.response, await like(demoCookie, other.id))).toEqual({ match: false });

    const badInput = { status: 400, body: { error: 'invalid_input', field: 'member_id' } };
    expect(refusal(await like(demoCookie, demo))).toEqual(badInput);
    expect(refusal(await unlike(demoCookie, demo))).toEqual(badInput);
    expect(refusal(await markSeen(demoCookie, demo))).toEqual(badInput);
    expect(refusal(await request(demoCookie, 'POST', '/api/likes.php', { member_id: 'x' }))).toEqual(badInput);
    expect(refusal(await request(demoCookie, 'DELETE', '/api/likes.php?member_id=0'))).toEqual(badInput);
    expect(refusal(await request(demoCookie, 'PUT', '/api/likes.php', {}))).toEqual(badInput);
    expect(refusal(await request(undefined, 'POST', '/api/likes.php', { member_id: premium }))).toEqual({ status: 403, body: { error: 'authentication_required' } });
  });
});
