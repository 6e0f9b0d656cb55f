import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { runLikeCommand } from '../../server/modules/likes/commands';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

const profile = contract.autoLike.response;

interface Candidate {
  readonly id: number;
  readonly gender: string;
  readonly country: string;
  readonly fictional: boolean;
  readonly profile_status: string;
  readonly image_status: string | null;
  readonly signup_date: Date;
  readonly liked_viewer: boolean;
}

/** The expected answer worked out in plain code from every member row: an oracle for the query's ranking. */
const expectedFor = (members: ReadonlyArray<Candidate>, viewerId: number, wanted: string, countries: ReadonlyArray<string>) =>
  members
    .filter((m) => m.id !== viewerId && countries.includes(m.country) && m.profile_status === 'active' && m.image_status === 'active' && !m.liked_viewer)
    .sort(
      (a, b) =>
        Number(a.fictional) - Number(b.fictional) ||
        Number(b.gender === wanted) - Number(a.gender === wanted) ||
        b.signup_date.getTime() - a.signup_date.getTime() ||
        b.id - a.id,
    )[0];

describe.each(drivers)('auto-like profile on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 80 });
  const autoLike = async (email?: string, host?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auto-like.php', headers: { cookie: await logIn(t.app, email), ...(host === undefined ? {} : { host }) } });
  const idOf = async (email: string) => (await t.db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [email]))[0]?.id ?? 0;
  const candidates = (viewerId: number) =>
    t.db.query<Candidate>(
      `SELECT m.id, m.gender, m.country, m.fictional, m.profile_status, m.main_image ->> 'status' AS image_status, m.signup_date,
              EXISTS (SELECT 1 FROM likes l WHERE l.from_id = m.id AND l.to_id = $1) AS liked_viewer
         FROM members m`,
      [viewerId],
    );

  it('answers the best fitting member with the photo path under cdn_prefix: real, of the wanted gender, newest', async () => {
    const viewer = await idOf('demo@rendezvous.test');
    const response = await autoLike();
    expect(response.statusCode).toBe(200);
    const answer = bodyOf(profile, response);
    const sites = await t.db.query<{ settings: { countries: string[] } }>("SELECT settings FROM sites WHERE domain = 'localhost'");
    const expected = expectedFor(await candidates(viewer), viewer, 'female', sites[0]?.settings.countries ?? []);
    expect(expected).toMatchObject({ fictional: false, gender: 'female' });
    expect(answer.id).toBe(expected?.id);
    expect(answer.main_image.match).toMatch(new RegExp(`^photos/${expected?.id}/[\\w-]{22}-full\\.webp$`));
  });

  it('never answers a member who already liked the viewer: once the chosen one likes, another comes', async () => {
    const viewer = await idOf('demo@rendezvous.test');
    const first = bodyOf(profile, await autoLike());
    await t.db.transaction((tx) => runLikeCommand(tx, { type: 'GiveLike', data: { from: first.id, to: viewer, at: t.clock.now() } }));
    const second = bodyOf(profile, await autoLike());
    expect(second.id).not.toBe(first.id);
    const likers = await t.db.query<{ from_id: number }>('SELECT from_id FROM likes WHERE to_id = $1', [viewer]);
    expect(likers.map((row) => row.from_id)).not.toContain(second.id);
  });

  it('stays within the countries of the site asked', async () => {
    const viewer = await idOf('demo@rendezvous.test');
    const answer = bodyOf(profile, await autoLike('demo@rendezvous.test', 'flirt.localhost'));
    const [row] = await t.db.query<{ country: string }>('SELECT country FROM members WHERE id = $1', [answer.id]);
    const flirt = await t.db.query<{ settings: { countries: string[] } }>("SELECT settings FROM sites WHERE domain = 'flirt.localhost'");
    expect(flirt[0]?.settings.countries).toContain(row?.country);
    expect(answer.id).not.toBe(viewer);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auto-like.php' });
    expect(response.statusCode).toBe(403);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'authentication_required' });
  });
});

describe.each(drivers)('auto-like profile with only the demo accounts on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });
  const autoLike = async (email: string) => t.app.inject({ method: 'GET', url: '/api/auto-like.php', headers: { cookie: await logIn(t.app, email) } });

  it('answers 404 not_found when nobody fits, and the one member who fits until they have liked', async () => {
    const [demo, premium] = await Promise.all(
      ['demo@rendezvous.test', 'premium@rendezvous.test'].map(
        async (email) => (await t.db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [email]))[0]?.id ?? 0,
      ),
    );
    // Of the demo accounts only premium has a photo: it fits for demo, and nobody fits for premium.
    const fitting = bodyOf(profile, await autoLike('demo@rendezvous.test'));
    expect(fitting.id).toBe(premium);
    expect(fitting.main_image.match).toMatch(new RegExp(`^photos/${premium}/[\\w-]{22}-full\\.webp$`));
    const none = await autoLike('premium@rendezvous.test');
    expect(none.statusCode).toBe(404);
    expect(bodyOf(ApiError, none)).toEqual({ error: 'not_found' });
    await t.db.transaction((tx) => runLikeCommand(tx, { type: 'GiveLike', data: { from: premium ?? 0, to: demo ?? 0, at: t.clock.now() } }));
    expect((await autoLike('demo@rendezvous.test')).statusCode).toBe(404);
  });
});
