import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { company, rendezvous } from '../../server/demo/sites';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { runSiteCommand } from '../../server/modules/sites/commands';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { countEvents, drivers } from './support/database';

const myProfile = contract.getProfile.response;
const memberProfile = contract.getMember.response;

describe.each(drivers)('profiles over HTTP on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 60 });

  const idOf = async (email: string): Promise<number> => {
    const id = (await t.db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [email]))[0]?.id;
    if (id === undefined) throw new Error(`no member ${email}`);
    return id;
  };
  /** A generated demo member matching `where` (SQL on members m). */
  const someMember = async (where: string): Promise<{ id: number; country: string }> => {
    const row = (await t.db.query<{ id: number; country: string }>(`SELECT id, country FROM members m WHERE email IS NULL AND ${where} ORDER BY id LIMIT 1`))[0];
    if (row === undefined) throw new Error(`the demo data has no member where ${where}`);
    return row;
  };
  const get = (url: string, options: { cookie?: string; host?: string } = {}) =>
    t.app.inject({
      method: 'GET', url,
      headers: { ...(options.cookie === undefined ? {} : { cookie: options.cookie }), ...(options.host === undefined ? {} : { host: options.host }) },
    });
  const put = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/profile.php', headers: { cookie }, payload });

  it('edits the own profile, answers it, and reads it back; the other fields stay as they were', async () => {
    const cookie = await logIn(t.app, 'premium@rendezvous.test');
    const before = bodyOf(myProfile, await get('/api/profile.php', { cookie }));
    const edit = {
      hair_colour: 'red', eye_colour: 'green', sexuality: 'bi', tattoos: 'many',
      living_area: { country: 'DE', region: 'Bayern', city: 'München' }, interests: ['wine', 'hiking', 'tea'], about: 'Erste Zeile.\nZweite Zeile.',
    };
    const answered = await put(cookie, edit);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['cache-control']).toBe('no-store');
    const after = bodyOf(myProfile, answered);
    expect(after).toMatchObject(edit);
    expect(bodyOf(myProfile, await get('/api/profile.php', { cookie }))).toEqual(after);
    // Fields not sent keep their values.
    const { hair_colour: _h, eye_colour: _e, sexuality: _s, tattoos: _t, living_area: _l, interests: _i, about: _a, ...untouched } = before;
    expect(after).toMatchObject(untouched);
    // The read tables follow: search filters on the new living area.
    const row = (await t.db.query<{ country: string; region: string }>('SELECT country, region FROM members WHERE id = $1', [before.id]))[0];
    expect(row).toEqual({ country: 'DE', region: 'Bayern' });
  });

  it('records a repeated PUT once', async () => {
    const cookie = await logIn(t.app);
    const edit = { body_type: 'athletic', interests: ['gym', 'sushi'] };
    expect((await put(cookie, edit)).statusCode).toBe(200);
    const events = await countEvents(t.db);
    const again = await put(cookie, edit);
    expect(again.statusCode).toBe(200);
    expect(bodyOf(myProfile, again)).toMatchObject(edit);
    expect(await countEvents(t.db)).toBe(events);
  });

  it('shows another member only the traits the site lists, and the about text where the site shows notes', async () => {
    const premium = await logIn(t.app, 'premium@rendezvous.test');
    await put(premium, { sexuality: 'hetero', hair_colour: 'black', body_type: 'curvy', tattoos: 'some', about: 'Over mij' });
    const premiumId = await idOf('premium@rendezvous.test');
    const demo = await logIn(t.app);
    // localhost shows sexuality, relationship_status, body_type, reason: not hair colour, not tattoos.
    const seen = bodyOf(memberProfile, await get(`/api/member.php?id=${premiumId}`, { cookie: demo }));
    expect(seen).toMatchObject({ id: premiumId, name: 'Premium', sexuality: 'hetero', body_type: 'curvy', about: 'Over mij', paid_user: true, fictional: false });
    expect(seen).not.toHaveProperty('hair_colour');
    expect(seen).not.toHaveProperty('tattoos');
    expect(seen).not.toHaveProperty('eye_colour');
    expect(seen.living_area.country).toMatch(/^[A-Z]{2}$/);
  });

  it('drops the about text where the site does not show notes', async () => {
    const memberId = await idOf('premium@rendezvous.test');
    await t.db.transaction((tx) =>
      runSiteCommand(tx, { type: 'ConfigureSite', data: { settings: { ...rendezvous, visible_profile_notes: false }, company, at: t.clock.now() } }),
    );
    t.clock.advance(10_000); // past the site cache's 5 s lifetime, should the change not reach it at once
    try {
      const seen = bodyOf(memberProfile, await get(`/api/member.php?id=${memberId}`, { cookie: await logIn(t.app) }));
      expect(seen).not.toHaveProperty('about');
    } finally {
      await t.db.transaction((tx) => runSiteCommand(tx, { type: 'ConfigureSite', data: { settings: rendezvous, company, at: t.clock.now() } }));
      t.clock.advance(10_000);
    }
  });

  it('carries the site’s disclosure on a fictional profile', async () => {
    const fictional = await someMember("fictional AND profile_status = 'active'");
    const seen = bodyOf(memberProfile, await get(`/api/member.php?id=${fictional.id}`, { cookie: await logIn(t.app) }));
    expect(seen).toMatchObject({ fictional: true, fictional_warning: 'This profile is fictional: physical contact with it is not possible.' });
    const onFlirt = bodyOf(memberProfile, await get(`/api/member.php?id=${fictional.id}`, { host: 'flirt.localhost' }));
    expect(onFlirt).toMatchObject({ fictional: true, fictional_warning: 'Dit profiel is fictief: fysiek contact met dit profiel is niet mogelijk.' });
  });

  it('tells a member which likes there are between them and the profile', async () => {
    const demoId = await idOf('demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const [given] = await t.db.query<{ to_id: number }>('SELECT to_id FROM likes WHERE from_id = $1 ORDER BY to_id LIMIT 1', [demoId]);
    const [received] = await t.db.query<{ from_id: number }>(
      'SELECT from_id FROM likes WHERE to_id = $1 AND from_id NOT IN (SELECT to_id FROM likes WHERE from_id = $1) ORDER BY from_id LIMIT 1', [demoId],
    );
    if (given === undefined || received === undefined) throw new Error('the demo account has no likes');
    expect(bodyOf(memberProfile, await get(`/api/member.php?id=${given.to_id}`, { cookie }))).toMatchObject({ liked_by_viewer: true });
    expect(bodyOf(memberProfile, await get(`/api/member.php?id=${received.from_id}`, { cookie }))).toMatchObject({ liked_by_viewer: false, likes_viewer: true });
  });

  it('answers 404 not_found for an unknown, a disabled and an off-site member', async () => {
    const cookie = await logIn(t.app);
    const notFound = async (url: string, host?: string) => {
      const response = await get(url, { cookie, ...(host === undefined ? {} : { host }) });
      expect(response.statusCode).toBe(404);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'not_found' });
    };
    await notFound('/api/member.php?id=999999');
    const disabled = await someMember("NOT fictional AND profile_status = 'active'");
    await t.db.transaction((tx) => runAccountCommand(tx, disabled.id, { type: 'DisableProfile', data: { at: t.clock.now() } }));
    await notFound(`/api/member.php?id=${disabled.id}`);
    // flirt.localhost serves GB, IE, NL, BE, DE: a fictional member elsewhere is not on it, even for a visitor.
    const elsewhere = await someMember("fictional AND profile_status = 'active' AND country NOT IN ('GB', 'IE', 'NL', 'BE', 'DE')");
    expect((await get(`/api/member.php?id=${elsewhere.id}`, { cookie })).statusCode).toBe(200);
    const offSite = await get(`/api/member.php?id=${elsewhere.id}`, { host: 'flirt.localhost' });
    expect(offSite.statusCode).toBe(404);
  });

  it('keeps visitors out of a members-only site (403), and shows them on an open one only whom visitor search shows', async () => {
    const fictional = await someMember("fictional AND profile_status = 'active' AND country IN ('GB', 'IE', 'NL', 'BE', 'DE')");
    const closed = await get(`/api/member.php?id=${fictional.id}`);
    expect(closed.statusCode).toBe(403);
    expect(bodyOf(ApiError, closed)).toEqual({ error: 'authentication_required' });
    const open = bodyOf(memberProfile, await get(`/api/member.php?id=${fictional.id}`, { host: 'flirt.localhost' }));
    expect(open).toMatchObject({ id: fictional.id, liked_by_viewer: false, likes_viewer: false });
    // The demo logins signed up on localhost, which promises members-only search: no visitor of any label sees them.
    const demoLogin = await get(`/api/member.php?id=${await idOf('demo@rendezvous.test')}`, { host: 'flirt.localhost' });
    expect(demoLogin.statusCode).toBe(404);
    // flirt.localhost shows hair colour, eye colour, body type and tattoos: never sexuality or the reason.
    expect(open).not.toHaveProperty('sexuality');
    expect(open).not.toHaveProperty('reason');
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const cookie = await logIn(t.app);
    const events = await countEvents(t.db);
    const refused = async (payload: object, field: string) => {
      const response = await put(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'invalid_input', field });
    };
    await refused({ about: 'a\u0000b' }, 'about');
    await refused({ about: 'x'.repeat(2001) }, 'about');
    await refused({ hair_colour: 'purple' }, 'hair_colour');
    await refused({ living_area: { country: 'NL', region: 'Bayern', city: '' } }, 'living_area.region');
    await refused({ living_area: { country: 'NL', region: 'Utrecht', city: 'a\u0000' } }, 'living_area.city');
    await refused({ living_area: { country: 'NL', region: 'Utrecht' } }, 'living_area.city');
    await refused({ living_area: { country: 'NL', region: 'Utrecht', city: '', street: 'x' } }, 'living_area.street');
    await refused({ interests: ['wine', 'wine'] }, 'interests');
    await refused({ interests: ['knitting'] }, 'interests.0');
    await refused({ nickname: 'x' }, 'nickname');
    expect(await countEvents(t.db)).toBe(events);
    for (const [query, field] of [['?id=0', 'id'], ['?id=abc', 'id'], ['', 'id'], ['?id=1&x=1', 'x']] as const) {
      const response = await get(`/api/member.php${query}`, { cookie });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'invalid_input', field });
    }
  });

  it('refuses a living area outside the site’s countries on the site it is edited on', async () => {
    const cookie = await logIn(t.app);
    const response = await put(cookie, { living_area: { country: 'JP', region: 'Tokyo', city: '' } });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'invalid_input', field: 'living_area.country' });
  });

  it('answers the own profile only to a member', async () => {
    for (const response of [await get('/api/profile.php'), await t.app.inject({ method: 'PUT', url: '/api/profile.php', payload: { tattoos: 'none' } })]) {
      expect(response.statusCode).toBe(403);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'authentication_required' });
    }
  });
});
