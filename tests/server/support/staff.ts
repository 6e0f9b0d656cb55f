import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '../../../io/entities/staff';
import type { Database } from '../../../server/db/database';
import { demoStaff } from '../../../server/demo/staff';
import { addStaff, runStaffCommand } from '../../../server/modules/staff/commands';
import { totpCodeAt } from '../../../server/modules/staff/totp';
import type { TestClock } from './clock';

export const staffCookieOf = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((c) => c.name === 'rdv_staff');
  if (cookie === undefined) throw new Error(`no staff cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
};

export const staffLogin = (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/staff/session', headers: { host: 'localhost' }, payload: body });

/** Logs a staff member in with a code of `secret` at the clock's time; moves the clock on a step first, so no code is used twice. */
export const logInStaff = async (app: FastifyInstance, clock: TestClock, email: string, password: string, secret: string): Promise<string> => {
  clock.advance(30_000);
  return staffCookieOf(await staffLogin(app, { email, password, code: await totpCodeAt(secret, clock.now()) }));
};

export const logInDemoStaff = (app: FastifyInstance, clock: TestClock): Promise<string> =>
  logInStaff(app, clock, demoStaff.email, demoStaff.password, demoStaff.totpSecret);

export const staffSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** A staff member with these roles (and sites), enrolled with `staffSecret`; the password is 'staff-password'. */
export const addEnrolledStaff = async (db: Database, email: string, roles: ReadonlyArray<StaffRole>, at: Date, sites: ReadonlyArray<string> | null = null) =>
  db.transaction(async (tx) => {
    const staffId = await addStaff(tx, { email, name: email.split('@')[0] ?? email, password: 'staff-password', roles, sites, addedBy: null }, at);
    if (staffId === null) throw new Error(`${email} is staff already`);
    await runStaffCommand(tx, { type: 'EnrollStaffTotp', data: { staffId, secret: staffSecret, at } });
    return staffId;
  });
