import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { bodyOf } from './support/body';
import { sessionCookieOf, useTestApp } from './support/app';
import { drivers } from './support/database';

const user = contract.login.response;
const demo = { email: 'demo@rendezvous.test', password: 'rendezvous-demo' };

/** The served login form as a browser without script (or before hydration) sends it. */
const formOf = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(drivers)('the login form sent before the page has hydrated, on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0, trustProxy: 1, loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/login',
      payload: formOf(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '203.0.113.9', ...headers },
    });

  it('logs the member in and sends the browser on to the members, with a session the API accepts', async () => {
    const response = await send(demo);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/members');
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: sessionCookieOf(response), 'x-forwarded-for': '203.0.113.9' } });
    expect(bodyOf(user, me).user.profile.name).toBe('Demo');
  });

  it('sends a wrong password back to the login screen with the address and login_failed, and no session', async () => {
    const response = await send({ ...demo, password: 'not-the-password' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?email=demo%40rendezvous.test&error=login_failed');
    expect(response.cookies).toEqual([]);
  });

  it('sends an empty password back without counting it as an attempt', async () => {
    const response = await send({ email: demo.email, password: '' }, { 'x-forwarded-for': '203.0.113.10' });
    expect(response.headers.location).toBe('/login?email=demo%40rendezvous.test&error=login_failed');
  });

  it('keeps the per-address limit: past it, rate_limited, even with the right password', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.11' };
    for (let i = 0; i < 3; i += 1) await send({ email: `x${String(i)}@y.test`, password: 'p' }, ip);
    const response = await send(demo, ip);
    expect(response.headers.location).toBe('/login?email=demo%40rendezvous.test&error=rate_limited');
    expect(response.cookies).toEqual([]);
  });

  it('logs nobody in from another site\'s page (login CSRF)', async () => {
    const response = await send(demo, { 'sec-fetch-site': 'cross-site', 'x-forwarded-for': '203.0.113.12' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(response.cookies).toEqual([]);
  });
});

describe.each(drivers)('the login form of a locked account, on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });

  it('sends the browser back with account_locked and the whole minutes left', async () => {
    const post = (password: string) =>
      t.app.inject({ method: 'POST', url: '/login', payload: formOf({ ...demo, password }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    for (let i = 0; i < 5; i += 1) await post('wrong');
    const response = await post(demo.password);
    expect(response.headers.location).toBe('/login?email=demo%40rendezvous.test&error=account_locked&minutes=15');
  });
});
