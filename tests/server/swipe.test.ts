import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { Gender } from '../../io/entities/profile-attributes';
import type { Queryable } from '../../server/db/database';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { runBlockCommand } from '../../server/modules/blocks/commands';
import { runLikeCommand } from '../../server/modules/likes/commands';
import { lookingFor, sexualityOf } from '../../server/modules/match-finder/looking-for';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';
import { idOf, requester } from './support/members';

const hour = 3_600_000;

interface Row {
  readonly id: number;
  readonly gender: string;
  readonly country: string;
  readonly profile_status: string;
  readonly invisible: boolean;
  readonly has_photo: boolean;
  readonly signup_date: Date;
  readonly liked: boolean;
  readonly swiped: boolean;
  readonly blocked: boolean;
}

/** The next card worked out in plain code from every member row: an oracle for the query. */
const expectedCandidate = async (db: Queryable, viewer: number): Promise<number | null> => {
  const [me] = await db.query<{ gender: string; attributes: unknown }>('SELECT gender, attributes FROM members WHERE id = $1', [viewer]);
  const [site] = await db.query<{ countries: string[] }>("SELECT settings->'countries' AS countries FROM sites WHERE domain = 'localhost'");
  if (me === undefined || site === undefined || !Gender.is(me.gender)) throw new Error('no viewer or site');
  const wanted: ReadonlyArray<string> = lookingFor(me.gender, sexualityOf(me.attributes));
  const rows = await db.query<Row>(
    `SELECT m.id, m.gender, m.country, m.profile_status, m.invisible, m.main_image IS NOT NULL AS has_photo, m.signup_date,
            EXISTS (SELECT 1 FROM likes l WHERE l.from_id = $1 AND l.to_id = m.id) AS liked,
            EXISTS (SELECT 1 FROM swipes s WHERE s.member_id = $1 AND s.candidate_id = m.id) AS swiped,
            EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = m.id) OR (b.blocker_id = m.id AND b.blocked_id = $1)) AS blocked
       FROM members m`,
    [viewer],
  );
  const fits = rows.filter(
    (m) => m.id !== viewer && m.profile_status === 'active' && !m.invisible && site.countries.includes(m.country) && wanted.includes(m.gender) && !m.liked && !m.swiped && !m.blocked,
  );
  fits.sort((a, b) => Number(b.has_photo) - Number(a.has_photo) || b.signup_date.getTime() - a.signup_date.getTime() || b.id - a.id);
  return fits[0]?.id ?? null;
};

describe.each(drivers)('the swipe game on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 40 });
  const request = requester(() => t.app);
  const state = async (cookie: string) => bodyOf(contract.getSwipe.response, await request(cookie, 'GET', '/api/swipe.php'));
  const swipe = (cookie: string, memberId: number, decision: 'like' | 'pass') => request(cookie, 'POST', '/api/swipe.php', { member_id: memberId, decision });
  const swiped = async (cookie: string, memberId: number, decision: 'like' | 'pass') => {
    const response = await swipe(cookie, memberId, decision);
    expect(response.statusCode).toBe(200);
    return bodyOf(contract.swipe.response, response);
  };
  const candidateOf = async (cookie: string): Promise<number> => {
    const id = (await state(cookie)).candidate?.id;
    if (id === undefined) throw new Error('nobody left to swipe');
    return id;
  };

  it('shows the next member the site shows, of a gender looked for, not liked or swiped yet, with all 4 likes of the day left', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const shown = await state(cookie);
    expect(shown).toMatchObject({ likes_left: 4, next_like_at: null });
    expect(shown.candidate?.id).toBe(await expectedCandidate(t.db, demo));
    expect(shown.candidate).not.toBeNull();
  });

  it('takes 4 likes in a rolling day, refuses the 5th with the exact time the next is possible, still lets the member pass, and likes again then', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const start = t.clock.now().getTime();
    const likedIds: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const candidate = await candidateOf(cookie);
      // The first candidate had liked demo already: liking back in the game is a match.
      if (i === 0) await t.db.transaction((tx) => runLikeCommand(tx, { type: 'GiveLike', data: { from: candidate, to: demo, at: t.clock.now() } }));
      const next = await swiped(cookie, candidate, 'like');
      likedIds.push(candidate);
      expect(next.match).toBe(i === 0);
      expect(next.likes_left).toBe(3 - i);
      expect(next.next_like_at).toBe(i === 3 ? new Date(start + 24 * hour).toISOString() : null);
      expect(next.candidate?.id).not.toBe(candidate);
      t.clock.advance(hour);
    }
    const given = bodyOf(contract.getLikes.response, await request(cookie, 'GET', '/api/likes.php')).likes.map((member) => member.id);
    expect(given).toEqual(expect.arrayContaining(likedIds));

    const fifth = await candidateOf(cookie);
    const refused = await swipe(cookie, fifth, 'like');
    expect(refused.statusCode).toBe(429);
    expect(bodyOf(ApiError, refused)).toEqual({ error: 'swipe_limit_reached' });
    expect(refused.headers['retry-after']).toBe(String(20 * 3600));
    expect(await state(cookie)).toMatchObject({ likes_left: 0, next_like_at: new Date(start + 24 * hour).toISOString() });
    expect((await state(cookie)).candidate?.id).toBe(fifth);

    const afterPass = await swiped(cookie, fifth, 'pass');
    expect(afterPass).toMatchObject({ likes_left: 0, match: false });
    expect(afterPass.candidate?.id).not.toBe(fifth);

    t.clock.set(new Date(start + 24 * hour - 1).toISOString());
    expect((await swipe(cookie, await candidateOf(cookie), 'like')).statusCode).toBe(429);
    t.clock.set(new Date(start + 24 * hour).toISOString());
    expect(await state(cookie)).toMatchObject({ likes_left: 1, next_like_at: null });
    const again = await swiped(cookie, await candidateOf(cookie), 'like');
    expect(again).toMatchObject({ likes_left: 0, next_like_at: new Date(start + 25 * hour).toISOString() });
  });

  it('never shows a passed member again, nor a blocked, invisible or already liked one', async () => {
    const premium = await idOf(t.db, 'premium@rendezvous.test');
    const cookie = await logIn(t.app, 'premium@rendezvous.test');
    const passed: number[] = [];

    const blockedOne = await candidateOf(cookie);
    expect((await request(cookie, 'POST', '/api/blocks.php', { member_id: blockedOne })).statusCode).toBe(200);
    const invisibleOne = await candidateOf(cookie);
    expect(invisibleOne).not.toBe(blockedOne);
    await t.db.transaction((tx) => runAccountCommand(tx, invisibleOne, { type: 'SetInvisibleMode', data: { invisible: true, at: t.clock.now() } }));
    const likedOne = await candidateOf(cookie);
    expect([blockedOne, invisibleOne]).not.toContain(likedOne);
    expect((await request(cookie, 'POST', '/api/likes.php', { member_id: likedOne })).statusCode).toBe(200);

    for (let shown = await state(cookie); shown.candidate !== null; shown = await state(cookie)) {
      expect(shown.candidate.id).toBe(await expectedCandidate(t.db, premium));
      expect([...passed, blockedOne, invisibleOne, likedOne]).not.toContain(shown.candidate.id);
      passed.push(shown.candidate.id);
      expect(passed.length).toBeLessThan(60);
      await swiped(cookie, shown.candidate.id, 'pass');
    }
    expect(passed.length).toBeGreaterThan(3);
    expect(await expectedCandidate(t.db, premium)).toBeNull();
    expect(await state(cookie)).toMatchObject({ candidate: null, likes_left: 4 });
  });

  it('answers not_found for a member across a block or unknown, 400 to oneself and a bad decision, 403 to a visitor; a repeated swipe records once', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const premium = await idOf(t.db, 'premium@rendezvous.test');
    const cookie = await logIn(t.app);
    const refusal = (response: Awaited<ReturnType<typeof request>>) => ({ status: response.statusCode, body: bodyOf(ApiError, response) });
    // A member who blocked demo is not in demo's game, and a swipe on them is answered as if they did not exist.
    const blocker = await candidateOf(cookie);
    await t.db.transaction((tx) => runBlockCommand(tx, { type: 'BlockMember', data: { blocker, blocked: demo, at: t.clock.now() } }));
    expect((await state(cookie)).candidate?.id).not.toBe(blocker);
    expect(refusal(await swipe(cookie, blocker, 'like'))).toEqual({ status: 404, body: { error: 'not_found' } });
    expect(refusal(await swipe(cookie, 99_999_999, 'pass'))).toEqual({ status: 404, body: { error: 'not_found' } });
    expect(refusal(await swipe(cookie, demo, 'pass'))).toEqual({ status: 400, body: { error: 'invalid_input', field: 'member_id' } });
    expect(refusal(await request(cookie, 'POST', '/api/swipe.php', { member_id: premium, decision: 'maybe' }))).toEqual({
      status: 400,
      body: { error: 'invalid_input', field: 'decision' },
    });
    expect(refusal(await request(undefined, 'GET', '/api/swipe.php'))).toEqual({ status: 403, body: { error: 'authentication_required' } });

    const candidate = await candidateOf(cookie);
    await swiped(cookie, candidate, 'pass');
    await swiped(cookie, candidate, 'pass');
    const rows = await t.db.query("SELECT 1 FROM events WHERE stream_id = $1 AND (data->>'candidateId')::bigint = $2", [`swipes-${demo}`, candidate]);
    expect(rows).toHaveLength(1);
  });
});
