import { describe, expect, it } from 'vitest';
import { ApiError } from '../../io/errors';
import { StaffLoginAnswer, StaffNames } from '../../io/entities/staff';
import { demoStaff } from '../../server/demo/staff';
import { addStaff } from '../../server/modules/staff/commands';
import { totpCodeAt } from '../../server/modules/staff/totp';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffCookieOf, staffLogin, staffSecret } from './support/staff';

describe.each(drivers)('staff login on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5 });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/staff/session', headers: { host: 'localhost', cookie } });
  const codeNow = () => totpCodeAt(demoStaff.totpSecret, t.clock.now());

  it('enrolls an authenticator by QR code at the first login, and logs in with its first code', async () => {
    await t.db.transaction((tx) => addStaff(tx, { email: 'New@Staff.test', name: 'New', password: 'first-password', roles: ['support'], sites: ['localhost'], addedBy: null }, t.clock.now()));
    const offered = await staffLogin(t.app, { email: 'new@staff.test', password: 'first-password' });
    expect(offered.statusCode).toBe(200);
    const answer = bodyOf(StaffLoginAnswer, offered);
    if (!('enrollment' in answer)) throw new Error('no enrollment offered');
    expect(answer.enrollment.uri).toBe(`otpauth://totp/Rendezvous%20staff:new%40staff.test?secret=${answer.enrollment.secret}&issuer=Rendezvous%20staff`);
    expect(answer.enrollment.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(offered.cookies).toEqual([]);
    // The same secret again until it is confirmed: the code scanned from it stays good.
    const again = bodyOf(StaffLoginAnswer, await staffLogin(t.app, { email: 'new@staff.test', password: 'first-password' }));
    expect('enrollment' in again && again.enrollment.secret).toBe(answer.enrollment.secret);
    const code = await totpCodeAt(answer.enrollment.secret, t.clock.now());
    const loggedIn = await staffLogin(t.app, { email: 'new@staff.test', password: 'first-password', code });
    const [added] = await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE email = 'new@staff.test'");
    expect(bodyOf(StaffLoginAnswer, loggedIn)).toEqual({ staff: { id: Number(added?.id), email: 'new@staff.test', name: 'New', roles: ['support'], sites: ['localhost'] } });
    expect(loggedIn.cookies[0]).toMatchObject({ name: 'rdv_staff', httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(loggedIn.cookies[0]?.maxAge).toBeUndefined();
    expect((await me(staffCookieOf(loggedIn))).statusCode).toBe(200);
  });

  it('answers a wrong password, a wrong code and an unknown address alike, and never sets a cookie', async () => {
    t.clock.advance(60 * 60_000);
    const answers = await Promise.all([
      staffLogin(t.app, { email: demoStaff.email, password: 'wrong-password', code: await codeNow() }),
      staffLogin(t.app, { email: demoStaff.email, password: demoStaff.password, code: '000000' }),
      staffLogin(t.app, { email: demoStaff.email, password: demoStaff.password }),
      staffLogin(t.app, { email: 'nobody@staff.test', password: demoStaff.password, code: await codeNow() }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'login_failed' });
      expect(response.cookies).toEqual([]);
    }
  });

  it('takes a code once (RFC 6238 §5.2), and locks the account for 15 minutes after five failures in a row', async () => {
    t.clock.advance(60 * 60_000);
    const code = await codeNow();
    expect((await staffLogin(t.app, { email: demoStaff.email, password: demoStaff.password, code })).statusCode).toBe(200);
    expect((await staffLogin(t.app, { email: demoStaff.email, password: demoStaff.password, code })).statusCode).toBe(401);
    for (let i = 0; i < 4; i += 1) await staffLogin(t.app, { email: demoStaff.email, password: 'wrong-password' });
    t.clock.advance(30_000);
    const locked = await staffLogin(t.app, { email: demoStaff.email, password: demoStaff.password, code: await codeNow() });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'account_locked', minutes: 15 });
    t.clock.advance(15 * 60_000);
    expect((await staffLogin(t.app, { email: demoStaff.email, password: demoStaff.password, code: await codeNow() })).statusCode).toBe(200);
  });

  it('ends the session at logout, and keeps the member session apart', async () => {
    t.clock.advance(60 * 60_000);
    const cookie = await logInDemoStaff(t.app, t.clock);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/staff/session', headers: { host: 'localhost', cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(404);
    const member = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { host: 'localhost', cookie } });
    expect(member.statusCode).toBe(403);
  });

  it('names the staff of a site admin\'s own sites to its audit filter', async () => {
    await addEnrolledStaff(t.db, 'flirt-admin@staff.test', ['site_admin'], t.clock.now(), ['flirt.localhost']);
    await addEnrolledStaff(t.db, 'other-desk@staff.test', ['desk'], t.clock.now(), ['other.localhost']);
    const names = async (cookie: string) =>
      bodyOf(StaffNames, await t.app.inject({ method: 'GET', url: '/api/staff/accounts', headers: { host: 'localhost', cookie } })).staff.map((s) => s.name);
    expect(await names(await logInDemoStaff(t.app, t.clock))).toEqual(expect.arrayContaining(['Demo Staff', 'flirt-admin', 'other-desk']));
    const flirtAdmin = await logInStaff(t.app, t.clock, 'flirt-admin@staff.test', 'staff-password', staffSecret);
    expect(await names(flirtAdmin)).toEqual(['Demo Staff', 'flirt-admin']);
  });
});

describe.each(drivers)('staff logins from one address on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0, trustProxy: 1, staffLoginRateLimit: { max: 3, timeWindowMs: 60_000 } });
  const post = (ip: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/staff/session', payload, headers: { host: 'localhost', 'x-forwarded-for': ip } });

  it('are slowed past the limit however many accounts they try, with the minutes to wait; another address is not', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post('203.0.113.7', { email: `guess${i}@staff.test`, password: 'p' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const slowed = await post('203.0.113.7', { email: demoStaff.email, password: demoStaff.password, code: await totpCodeAt(demoStaff.totpSecret, t.clock.now()) });
    expect(bodyOf(ApiError, slowed)).toEqual({ error: 'rate_limited', minutes: 1 });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(slowed.cookies).toEqual([]);
    const elsewhere = await post('203.0.113.8', { email: demoStaff.email, password: demoStaff.password, code: await totpCodeAt(demoStaff.totpSecret, t.clock.now()) });
    expect(staffCookieOf(elsewhere)).toMatch(/^rdv_staff=/);
  });
});
