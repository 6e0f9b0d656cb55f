import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { hashSessionToken } from '../../server/http/session';
import { bodyOf } from './support/body';
import { logIn, sessionCookieOf, useTestApp } from './support/app';
import { minutes } from './support/clock';
import { countEvents, drivers } from './support/database';

const user = contract.login.response;
const demo = { email: 'demo@rendezvous.test', password: 'rendezvous-demo' };

describe.each(drivers)('login and sessions on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 40 });
  const post = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/user.php', payload, ...(cookie === undefined ? {} : { headers: { cookie } }) });
  const getUser = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user.php', ...(cookie === undefined ? {} : { headers: { cookie } }) });

  it('logs in with the right password: the user, and an HttpOnly Lax session cookie of 30 days', async () => {
    const response = await post(demo);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(user, response).user).toMatchObject({ profile: { name: 'Demo' }, credits: 0, paid_user: false, language: 'en' });
    const cookie = response.cookies.find((c) => c.name === 'rdv_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('does not believe a forwarded https claim without a trusted proxy: the cookie stays non-Secure', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: demo, headers: { 'x-forwarded-proto': 'https' } });
    // Without trustProxy a forwarded header is not believed: the request was plain http.
    expect(response.cookies.find((c) => c.name === 'rdv_session')?.secure).toBeUndefined();
  });

  it('stores only the SHA-256 of the session id', async () => {
    const cookie = sessionCookieOf(await post(demo));
    const token = cookie.replace('rdv_session=', '');
    const rows = await t.db.query<{ hash: string }>('SELECT hash FROM sessions WHERE hash = $1 OR hash = $2', [token, hashSessionToken(token)]);
    expect(rows).toEqual([{ hash: hashSessionToken(token) }]);
  });

  it('gives a new session id on every login, and the session serves GET /api/user.php', async () => {
    const first = await logIn(t.app);
    const second = await logIn(t.app);
    expect(first).not.toBe(second);
    expect(bodyOf(user, await getUser(second)).user.profile.name).toBe('Demo');
  });

  it('ends the session a browser had when it logs in again', async () => {
    const old = await logIn(t.app);
    const fresh = sessionCookieOf(await post(demo, old));
    expect((await getUser(old)).statusCode).toBe(403);
    expect((await getUser(fresh)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address alike, with 401 login_failed', async () => {
    const wrong = await post({ ...demo, password: 'not-the-password' });
    const unknown = await post({ email: 'nobody@rendezvous.test', password: 'rendezvous-demo' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(bodyOf(ApiError, wrong)).toEqual({ error: 'login_failed' });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies).toEqual([]);
  });

  it('records attempts for unknown addresses too (same lockout as a real account)', async () => {
    const before = await countEvents(t.db);
    await post({ email: 'ghost@rendezvous.test', password: 'x' });
    expect(await countEvents(t.db)).toBe(before + 1);
  });

  it('locks after 5 failures in 15 minutes: 429 account_locked with the whole minutes left, even for the right password', async () => {
    const email = 'premium@rendezvous.test';
    for (let i = 0; i < 4; i += 1) expect((await post({ email, password: `wrong-${i}` })).statusCode).toBe(401);
    const fifth = await post({ email, password: 'wrong-5' });
    expect(fifth.statusCode).toBe(429);
    expect(bodyOf(ApiError, fifth)).toEqual({ error: 'account_locked', minutes: 15 });
    t.clock.advance(minutes(6) + 1000);
    const locked = await post({ email, password: 'rendezvous-demo' });
    expect(locked.statusCode).toBe(429);
    expect(bodyOf(ApiError, locked)).toEqual({ error: 'account_locked', minutes: 9 });
    t.clock.advance(minutes(9));
    expect((await post({ email, password: 'rendezvous-demo' })).statusCode).toBe(200);
  });

  it('locks an unknown address the same way', async () => {
    const email = 'nobody-at-all@rendezvous.test';
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post({ email, password: 'x' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('answers GET /api/user.php logged out with 403 authentication_required', async () => {
    const response = await getUser();
    expect(response.statusCode).toBe(403);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'authentication_required' });
    expect((await getUser('rdv_session=not-a-real-session')).statusCode).toBe(403);
  });

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const cookie = await logIn(t.app);
    const logout = await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    expect(logout.cookies.find((c) => c.name === 'rdv_session')?.maxAge).toBe(0);
    expect((await getUser(cookie)).statusCode).toBe(403);
    const hash = hashSessionToken(cookie.replace('rdv_session=', ''));
    expect(await t.db.query('SELECT hash FROM sessions WHERE hash = $1', [hash])).toEqual([]);
  });

  it('logout without a session answers ok too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/logout.php' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('a session ends after 30 days however active it is (absolute lifetime, spec §9)', async () => {
    const cookie = await logIn(t.app);
    for (let day = 0; day < 29; day += 1) {
      t.clock.advance(24 * 60 * minutes(1));
      expect((await getUser(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(24 * 60 * minutes(1) + 1);
    expect((await getUser(cookie)).statusCode).toBe(403);
  });

  it('a session unused for 7 days ends (inactivity timeout); one used within them lives on', async () => {
    const idle = await logIn(t.app);
    const active = await logIn(t.app);
    t.clock.advance(6 * 24 * 60 * minutes(1));
    expect((await getUser(active)).statusCode).toBe(200);
    t.clock.advance(24 * 60 * minutes(1) + 1);
    expect((await getUser(idle)).statusCode).toBe(403);
    expect((await getUser(active)).statusCode).toBe(200);
  });

  it('moves last-seen forward at most once per 5 minutes, not on every request', async () => {
    const cookie = await logIn(t.app);
    const hash = hashSessionToken(cookie.split('=')[1] ?? '');
    const lastSeen = async () =>
      (await t.db.query<{ last_seen: Date }>('SELECT last_seen FROM session_activity WHERE session_hash = $1', [hash]))[0]?.last_seen.toISOString();
    await getUser(cookie);
    expect(await lastSeen()).toBeUndefined();
    t.clock.advance(minutes(5));
    const fiveMinutesIn = t.clock.now().toISOString();
    await getUser(cookie);
    expect(await lastSeen()).toBe(fiveMinutesIn);
    t.clock.advance(minutes(4));
    await getUser(cookie);
    await getUser(cookie);
    expect(await lastSeen()).toBe(fiveMinutesIn);
    t.clock.advance(minutes(1));
    await getUser(cookie);
    expect(await lastSeen()).toBe(t.clock.now().toISOString());
  });
});

describe.each(drivers)('login behind a proxy on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0, trustProxy: 1, loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
  const post = (ip: string, payload: object, proto = 'http') =>
    t.app.inject({ method: 'POST', url: '/api/user.php', payload, headers: { 'x-forwarded-for': ip, 'x-forwarded-proto': proto } });

  it('names the session cookie __Host- and marks it Secure when the request came over https', async () => {
    const response = await post('203.0.113.1', demo, 'https');
    expect(response.cookies.find((c) => c.name === '__Host-rdv_session')).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(response.cookies.find((c) => c.name === 'rdv_session')).toBeUndefined();
    const cookie = sessionCookieOf(response);
    const get = (proto: string, pair: string) =>
      t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: pair, 'x-forwarded-for': '203.0.113.1', 'x-forwarded-proto': proto } });
    expect((await get('https', cookie)).statusCode).toBe(200);
    // Over https only the __Host- cookie counts: a plain one could have been planted by a sibling host.
    expect((await get('https', cookie.replace('__Host-', ''))).statusCode).toBe(403);
  });

  it('answers 429 rate_limited past the limit per client IP', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post('203.0.113.2', { email: `x${i}@y.test`, password: 'p' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(bodyOf(ApiError, await post('203.0.113.2', demo))).toEqual({ error: 'rate_limited' });
    expect((await post('203.0.113.3', demo)).statusCode).toBe(200);
  });

  it('sees the address the load balancer saw: a spoofed extra X-Forwarded-For entry does not reset the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(`198.51.100.${i}, 203.0.113.4`, { email: `s${i}@y.test`, password: 'p' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe.each(drivers)('login behind a proxy named by address on %s', (driver) => {
  // app.inject connects from 127.0.0.1: that is the trusted proxy here.
  const t = useTestApp(driver, { demoMembers: 0, trustProxy: ['127.0.0.0/8'], loginRateLimit: { max: 2, timeWindowMs: 60_000 } });

  it('trusts only the named proxy: the hop in front of it is the client, whatever came before', async () => {
    const post = (forwardedFor: string) =>
      t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: 'x@y.test', password: 'p' }, headers: { 'x-forwarded-for': forwardedFor } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(`10.9.9.${i}, 203.0.113.5`)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    expect((await post('203.0.113.6')).statusCode).toBe(401);
  });
});
