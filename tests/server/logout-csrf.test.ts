import { describe, expect, it } from 'vitest';
import { ApiError } from '../../io/errors';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

const crossSite: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ['Sec-Fetch-Site: cross-site (a link on another site)', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site (a sibling host)', { 'sec-fetch-site': 'same-site' }],
  ['an Origin of another host', { origin: 'https://evil.example' }],
  ['an Origin of null', { origin: 'null' }],
  ['a Referer of another host', { referer: 'https://evil.example/page' }],
  ['a Referer of the same host name on another port', { referer: 'http://localhost:8080/' }],
];

const sameOrigin: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ['Sec-Fetch-Site: same-origin (the app)', { 'sec-fetch-site': 'same-origin' }],
  ['Sec-Fetch-Site: none (typed or bookmarked)', { 'sec-fetch-site': 'none' }],
  ['an Origin of this host', { origin: 'http://localhost' }],
  ['a Referer of this host', { referer: 'http://localhost/members' }],
  ['no such header (a non-browser client)', {}],
];

describe.each(drivers)('logout and cross-site requests on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5 });
  const logout = (cookie: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { host: 'localhost', cookie, ...headers } });
  const loggedIn = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).statusCode === 200;

  it.each(crossSite)('refuses %s with 403 cross_site_request and keeps the session', async (_name, headers) => {
    const cookie = await logIn(t.app);
    const response = await logout(cookie, headers);
    expect(response.statusCode).toBe(403);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'cross_site_request' });
    expect(response.cookies).toEqual([]);
    expect(await loggedIn(cookie)).toBe(true);
  });

  it.each(sameOrigin)('logs out on %s', async (_name, headers) => {
    const cookie = await logIn(t.app);
    const response = await logout(cookie, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await loggedIn(cookie)).toBe(false);
  });
});
