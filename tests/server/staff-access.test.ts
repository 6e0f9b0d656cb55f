import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../io/entities/staff';
import { staffContract, type StaffEndpointName } from '../../io/staff-contract';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffSecret } from './support/staff';

const guarded = (Object.keys(staffContract) as StaffEndpointName[]).filter((name) => staffContract[name].access !== 'public');

// A role that cannot call the endpoint: for a role-bound one any other role; 'staff' endpoints have none.
const otherRole = (name: StaffEndpointName): StaffRole | null => {
  const { access } = staffContract[name];
  if (access === 'staff' || access === 'public') return null;
  return access === 'moderator' ? 'desk' : 'moderator';
};

describe.each(drivers)('who reaches the staff endpoints on %s', (driver) => {
  // The walk logs staff in from one address far more often than the per-address login limit allows a minute.
  const t = useTestApp(driver, { demoMembers: 5, staffLoginRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
  const call = (name: StaffEndpointName, cookie: string | null) => {
    const { method, path } = staffContract[name];
    // A body no endpoint accepts: past the gate the answer is 400 (GETs and DELETEs take none).
    const payload = method === 'POST' ? { nothing: true } : undefined;
    return t.app.inject({ method, url: path, headers: { host: 'localhost', ...(cookie === null ? {} : { cookie }) }, ...(payload === undefined ? {} : { payload }) });
  };
  const expectHidden = (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found' });
    expect(response.headers.allow).toBeUndefined();
  };

  // One member login for the whole table: a login per endpoint would reach the member login's rate limit (30 a minute).
  let memberCookie: Promise<string> | undefined;
  const member = (): Promise<string> => (memberCookie ??= logIn(t.app));

  it.each(guarded)('%s answers 404 without a session and to a member session', async (name) => {
    expectHidden(await call(name, null));
    expectHidden(await call(name, await member()));
  });

  it.each(guarded)('%s answers 404 to a staff session without its role, and past its 30 idle minutes', async (name) => {
    const role = otherRole(name);
    if (role !== null) {
      const email = `${name}-${role}@staff.test`.toLowerCase();
      await addEnrolledStaff(t.db, email, [role], t.clock.now());
      expectHidden(await call(name, await logInStaff(t.app, t.clock, email, 'staff-password', staffSecret)));
    }
    const idle = await logInDemoStaff(t.app, t.clock);
    t.clock.advance(30 * 60_000);
    expectHidden(await call(name, idle));
    expect([200, 400]).toContain((await call(name, await logInDemoStaff(t.app, t.clock))).statusCode);
  });

  it('answers 404, not 405, for a method a staff path does not have', async () => {
    expectHidden(await t.app.inject({ method: 'PUT', url: '/api/staff/session', headers: { host: 'localhost' } }));
  });

  it('keeps a console alive while it is used: each call starts the 30 idle minutes anew', async () => {
    const cookie = await logInDemoStaff(t.app, t.clock);
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(29 * 60_000);
      expect((await call('staffMe', cookie)).statusCode).toBe(200);
    }
  });
});
