import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AuditLog, StaffLoginAnswer } from '../../io/entities/staff';
import { AddedStaff, StaffAccounts, type AddStaffRequest } from '../../io/entities/staff-accounts';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffLogin, staffSecret } from './support/staff';

const send = (app: FastifyInstance, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload === undefined ? {} : { payload }) });

const listOf = async (app: FastifyInstance, admin: string) => bodyOf(StaffAccounts, await send(app, 'GET', '/api/staff/team', admin));
const add = (app: FastifyInstance, admin: string, request: Omit<AddStaffRequest, 'email'> & { email: string }) => send(app, 'POST', '/api/staff/team/add', admin, request);

describe.each(drivers)('staff accounts from the staff console on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5 });

  // The database lives through the file: the two accounts are added once, and each test logs in anew.
  let flirtAdminId: number | null = null;
  /** An admin of flirt.localhost only, and a moderator of localhost only, beside the demo's every-site staff login. */
  const given = async () => {
    if (flirtAdminId === null) {
      flirtAdminId = await addEnrolledStaff(t.db, 'flirt-admin@staff.test', ['site_admin'], t.clock.now(), ['flirt.localhost']);
      await addEnrolledStaff(t.db, 'home-moderator@staff.test', ['moderator'], t.clock.now(), ['localhost']);
    }
    return { flirtAdminId, flirtAdmin: await logInStaff(t.app, t.clock, 'flirt-admin@staff.test', 'staff-password', staffSecret) };
  };

  it('lists the staff working on any of the admin\'s sites, and all of them to an admin of every site', async () => {
    const { flirtAdmin } = await given();
    const everything = await listOf(t.app, await logInDemoStaff(t.app, t.clock));
    expect(everything.staff.map((staff) => staff.email)).toEqual(['staff@rendezvous.test', 'flirt-admin@staff.test', 'home-moderator@staff.test']);
    expect(everything.staff[0]).toMatchObject({ name: 'Demo Staff', sites: null, enrolled: true, addedBy: null });
    expect(everything.staff[2]).toMatchObject({ roles: ['moderator'], sites: ['localhost'] });
    expect(everything).toMatchObject({ everySite: true, sites: expect.arrayContaining(['localhost', 'flirt.localhost']) as unknown });
    const limited = await listOf(t.app, flirtAdmin);
    expect(limited.staff.map((staff) => staff.email)).toEqual(['staff@rendezvous.test', 'flirt-admin@staff.test']);
    expect(limited).toMatchObject({ everySite: false, sites: ['flirt.localhost'] });
  });

  it('adds a staff member with a password answered once, that logs in to the authenticator step, and audits the admin', async () => {
    const { flirtAdmin, flirtAdminId } = await given();
    const added = await add(t.app, flirtAdmin, { email: 'New.Moderator@staff.test', name: ' New Moderator ', roles: ['moderator', 'support'], sites: ['flirt.localhost'] });
    expect(added.statusCode).toBe(200);
    const { staffId, password } = bodyOf(AddedStaff, added);
    expect(password.length).toBeGreaterThanOrEqual(20);
    const listed = (await listOf(t.app, flirtAdmin)).staff.find((staff) => staff.id === staffId);
    expect(listed).toMatchObject({
      name: 'New Moderator', email: 'new.moderator@staff.test', roles: ['moderator', 'support'], sites: ['flirt.localhost'], enrolled: false,
      addedAt: t.clock.now().toISOString(), addedBy: { id: flirtAdminId, name: 'flirt-admin' },
    });
    const login = await staffLogin(t.app, { email: 'new.moderator@staff.test', password });
    expect(login.statusCode).toBe(200);
    expect('enrollment' in bodyOf(StaffLoginAnswer, login)).toBe(true);
    // The audit names the admin who added the account, not the account itself.
    const audit = bodyOf(AuditLog, await send(t.app, 'GET', '/api/staff/audit?action=StaffAdded', await logInDemoStaff(t.app, t.clock)));
    expect(audit.entries[0]).toMatchObject({ action: 'StaffAdded', staffId: flirtAdminId, staffName: 'flirt-admin' });
    const byAdmin = bodyOf(AuditLog, await send(t.app, 'GET', `/api/staff/audit?staff=${String(flirtAdminId)}&action=StaffAdded`, await logInDemoStaff(t.app, t.clock)));
    // Filtered by the admin: the account they added, then their own (added on the command line, so by nobody else).
    expect(byAdmin.entries.map((entry) => entry.staffId)).toEqual([flirtAdminId, flirtAdminId]);
    expect(byAdmin.entries[0]?.position).toBe(audit.entries[0]?.position);
  });

  it('lets an admin give only sites among their own, and an every-site account only from an admin of every site', async () => {
    const { flirtAdmin } = await given();
    const request = { email: 'other@staff.test', name: 'Other', roles: ['desk' as const] };
    for (const sites of [['localhost'], ['flirt.localhost', 'localhost'], null]) {
      const refused = await add(t.app, flirtAdmin, { ...request, sites });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'invalid_input', field: 'sites' });
    }
    expect((await listOf(t.app, flirtAdmin)).staff.map((staff) => staff.email)).not.toContain('other@staff.test');
    const everySite = await add(t.app, await logInDemoStaff(t.app, t.clock), { ...request, sites: null });
    expect(everySite.statusCode).toBe(200);
    const unknown = await add(t.app, await logInDemoStaff(t.app, t.clock), { ...request, email: 'another@staff.test', sites: ['nowhere.test'] });
    expect(unknown.json()).toEqual({ error: 'invalid_input', field: 'sites' });
  });

  it('answers 409 for an address that is staff already, and 400 naming the field of bad input', async () => {
    const admin = await logInDemoStaff(t.app, t.clock);
    const duplicate = await add(t.app, admin, { email: 'STAFF@rendezvous.test', name: 'Twice', roles: ['desk'], sites: null });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: 'conflict' });
    const good = { email: 'fine@staff.test', name: 'Fine', roles: ['desk'], sites: ['localhost'] };
    const cases: ReadonlyArray<[string, object]> = [
      ['email', { ...good, email: 'not-an-address' }],
      ['name', { ...good, name: '  ' }],
      ['roles', { ...good, roles: [] }],
      ['roles', { ...good, roles: ['owner'] }],
      ['sites', { ...good, sites: [] }],
    ];
    for (const [field, body] of cases) {
      const response = await send(t.app, 'POST', '/api/staff/team/add', admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ field: string }>().field.split('.')[0]).toBe(field);
    }
  });
});
