import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AuditLog } from '../../io/entities/staff';
import { StaffAccounts } from '../../io/entities/staff-accounts';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffLogin, staffSecret } from './support/staff';
import { totpCodeAt } from '../../server/modules/staff/totp';

const send = (app: FastifyInstance, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload === undefined ? {} : { payload }) });

const update = (app: FastifyInstance, admin: string, body: object) => send(app, 'POST', '/api/staff/team/update', admin, body);
const remove = (app: FastifyInstance, admin: string, body: object) => send(app, 'POST', '/api/staff/team/remove', admin, body);

describe.each(drivers)('editing and removing staff accounts from the staff console on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5 });

  // The database lives through the file: each test adds its own accounts, under addresses of its own.
  const staffOn = (email: string, roles: ReadonlyArray<'moderator' | 'site_admin' | 'support'>, sites: ReadonlyArray<string> | null) =>
    addEnrolledStaff(t.db, email, roles, t.clock.now(), sites);
  const logIn = (email: string) => logInStaff(t.app, t.clock, email, 'staff-password', staffSecret);

  it('changes roles and sites: a role taken away is gone at the next call, and the audit credits the admin', async () => {
    const moderatorId = await staffOn('edited@staff.test', ['moderator'], ['localhost']);
    const moderator = await logIn('edited@staff.test');
    expect((await send(t.app, 'GET', '/api/staff/photos', moderator)).statusCode).toBe(200);
    const admin = await logInDemoStaff(t.app, t.clock);
    const changed = await update(t.app, admin, { staffId: moderatorId, roles: ['support'], sites: ['localhost', 'flirt.localhost'] });
    expect(changed.statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/staff/photos', moderator)).statusCode).toBe(404);
    const listed = bodyOf(StaffAccounts, await send(t.app, 'GET', '/api/staff/team', admin)).staff.find((staff) => staff.id === moderatorId);
    expect(listed).toMatchObject({ roles: ['support'], sites: ['localhost', 'flirt.localhost'] });
    const audit = bodyOf(AuditLog, await send(t.app, 'GET', '/api/staff/audit?action=StaffAccessChanged', admin));
    expect(audit.entries[0]).toMatchObject({ action: 'StaffAccessChanged', staffName: 'Demo Staff' });
  });

  it('removes an account: all its sessions end at once, its login is refused as a wrong password, and it leaves the list', async () => {
    const goneId = await staffOn('gone@staff.test', ['moderator'], ['flirt.localhost']);
    const sessions = [await logIn('gone@staff.test'), await logIn('gone@staff.test')];
    const adminId = await staffOn('remover@staff.test', ['site_admin'], ['flirt.localhost']);
    const admin = await logIn('remover@staff.test');
    expect((await remove(t.app, admin, { staffId: goneId })).statusCode).toBe(200);
    for (const session of sessions) expect((await send(t.app, 'GET', '/api/staff/session', session)).statusCode).toBe(404);
    t.clock.advance(30_000);
    const login = await staffLogin(t.app, { email: 'gone@staff.test', password: 'staff-password', code: await totpCodeAt(staffSecret, t.clock.now()) });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ error: 'login_failed' });
    const list = bodyOf(StaffAccounts, await send(t.app, 'GET', '/api/staff/team', admin));
    expect(list.staff.map((staff) => staff.id)).not.toContain(goneId);
    expect((await remove(t.app, admin, { staffId: goneId })).statusCode).toBe(404);
    const audit = bodyOf(AuditLog, await send(t.app, 'GET', '/api/staff/audit?action=StaffRemoved', await logInDemoStaff(t.app, t.clock)));
    expect(audit.entries[0]).toMatchObject({ action: 'StaffRemoved', staffId: adminId, staffName: 'remover' });
  });

  it('refuses an admin their own account (409), staff out of their reach (404) and sites beyond their own (400)', async () => {
    const adminId = await staffOn('limited@staff.test', ['site_admin'], ['flirt.localhost']);
    const homeId = await staffOn('home@staff.test', ['moderator'], ['localhost']);
    const bothId = await staffOn('both@staff.test', ['moderator'], ['localhost', 'flirt.localhost']);
    const flirtId = await staffOn('flirt@staff.test', ['moderator'], ['flirt.localhost']);
    const admin = await logIn('limited@staff.test');
    for (const response of [
      await update(t.app, admin, { staffId: adminId, roles: ['site_admin'], sites: ['flirt.localhost'] }),
      await remove(t.app, admin, { staffId: adminId }),
    ]) expect([response.statusCode, response.json()]).toEqual([409, { error: 'conflict' }]);
    // An every-site account, one on another site, one partly on another and an unknown id: all out of reach.
    const demoId = bodyOf(StaffAccounts, await send(t.app, 'GET', '/api/staff/team', admin)).staff.find((staff) => staff.sites === null)?.id;
    for (const staffId of [demoId, homeId, bothId, 999_999]) {
      expect((await update(t.app, admin, { staffId, roles: ['desk'], sites: ['flirt.localhost'] })).statusCode).toBe(404);
      expect((await remove(t.app, admin, { staffId })).statusCode).toBe(404);
    }
    for (const sites of [['localhost'], null]) {
      const refused = await update(t.app, admin, { staffId: flirtId, roles: ['desk'], sites });
      expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'invalid_input', field: 'sites' }]);
    }
  });

  it('answers 400 naming the field of bad input', async () => {
    const admin = await logInDemoStaff(t.app, t.clock);
    const good = { staffId: 1, roles: ['desk'], sites: null };
    const cases: ReadonlyArray<[string, string, object]> = [
      ['update', 'staffId', { ...good, staffId: 'one' }],
      ['update', 'roles', { ...good, roles: [] }],
      ['update', 'roles', { ...good, roles: ['owner'] }],
      ['update', 'sites', { ...good, sites: [] }],
      ['remove', 'staffId', { staffId: -1 }],
    ];
    for (const [path, field, body] of cases) {
      const response = await send(t.app, 'POST', `/api/staff/team/${path}`, admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ field: string }>().field.split('.')[0]).toBe(field);
    }
  });
});
