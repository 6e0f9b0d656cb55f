import { describe, expect, it } from 'vitest';
import { ApiError } from '../../io/errors';
import { demoPassword } from '../../server/demo/seed';
import { bodyOf } from './support/body';
import { sessionCookieOf, useTestApp } from './support/app';
import { drivers } from './support/database';

describe.each(drivers)('rate limits on discount checks and search on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5 });
  const logInFrom = async (remoteAddress: string) =>
    sessionCookieOf(
      await t.app.inject({ method: 'POST', url: '/api/user.php', remoteAddress, payload: { email: 'demo@rendezvous.test', password: demoPassword } }),
    );
  const check = (cookie: string, remoteAddress: string, code: string) =>
    t.app.inject({ method: 'GET', url: `/api/discountcode.php?code=${code}`, remoteAddress, headers: { cookie } });
  const statuses = async (n: number, request: (i: number) => Promise<{ statusCode: number }>) => {
    const seen: number[] = [];
    for (let i = 0; i < n; i += 1) seen.push((await request(i)).statusCode);
    return seen;
  };

  it('allows 10 discount checks a minute per session, then answers 429 rate_limited', async () => {
    const cookie = await logInFrom('198.51.100.1');
    const seen = await statuses(11, (i) => check(cookie, '198.51.100.1', `GUESS${i}`));
    expect(seen.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(seen[10]).toBe(429);
    const refused = await check(cookie, '198.51.100.99', 'GUESS-X');
    expect(bodyOf(ApiError, refused)).toEqual({ error: 'rate_limited' });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // A new session gets its own count.
    expect((await check(await logInFrom('198.51.100.1'), '198.51.100.1', 'GUESS-Y')).statusCode).toBe(404);
  });

  it('counts per address too: new sessions from one address do not buy more than 30 guesses a minute', async () => {
    const address = '198.51.100.2';
    const sessions = [await logInFrom(address), await logInFrom(address), await logInFrom(address), await logInFrom(address)];
    const seen = await statuses(31, (i) => check(sessions[Math.floor(i / 10)] ?? '', address, `TRY${i}`));
    expect(seen.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(seen[30]).toBe(429);
  });

  it('allows 120 searches a minute per session, then 429 rate_limited', async () => {
    const cookie = await logInFrom('198.51.100.3');
    const seen = await statuses(121, () => t.app.inject({ method: 'GET', url: '/api/members.php', remoteAddress: '198.51.100.3', headers: { cookie } }));
    expect(seen.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(seen[120]).toBe(429);
  });
});
