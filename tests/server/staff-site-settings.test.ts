import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { AdminSites } from '../../io/entities/site-admin';
import { AuditLog } from '../../io/entities/staff';
import type { FastifyInstance } from 'fastify';
import { bodyOf } from './support/body';
import { logIn, useTestApp, useTwoProcesses } from './support/app';
import { drivers } from './support/database';
import { idOf } from './support/members';
import { openStream, originOf } from './support/live-stream';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffSecret } from './support/staff';

const send = (app: FastifyInstance, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload === undefined ? {} : { payload }) });

const sitesOf = async (app: FastifyInstance, staff: string) => bodyOf(AdminSites, await send(app, 'GET', '/api/staff/sites', staff)).sites;

/** Publishes the demo site with a new message price, based on the configuration just read. */
const publishPrice = async (app: FastifyInstance, staff: string, credits: number) => {
  const site = (await sitesOf(app, staff)).find((entry) => entry.domain === 'localhost');
  if (site === undefined) throw new Error('the admin works on the demo site');
  return send(app, 'POST', '/api/staff/sites/publish', staff, { domain: site.domain, basedOn: site.configuredAt, form: { ...site.form, message_credits: credits } });
};

/** What the next message from premium to demo costs, through `app`. */
const priceOfNextMessage = async (app: FastifyInstance, db: Parameters<typeof idOf>[0], premium: string) => {
  const before = bodyOf(contract.getUser.response, await send(app, 'GET', '/api/user.php', premium)).user.credits;
  const sent = bodyOf(contract.sendMessage.response, await send(app, 'POST', '/api/chat.php', premium, { member_id: await idOf(db, 'demo@rendezvous.test'), text: 'Hoi!' }));
  return before - sent.credits;
};

describe.each(drivers)('site settings from the staff console on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 10 });

  it('publishes a message price that the next message pays, tells open tabs, refuses a stale preview, and audits it', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const premium = await logIn(t.app, 'premium@rendezvous.test');
    expect(await priceOfNextMessage(t.app, t.db, premium)).toBe(1);
    const stream = await openStream(await originOf(t.app), premium);
    try {
      const [before] = await sitesOf(t.app, staff);
      t.clock.advance(1000);
      expect((await publishPrice(t.app, staff, 3)).statusCode).toBe(200);
      await stream.received('the settings notice', (notice) => notice.type === 'settings');
      expect(await priceOfNextMessage(t.app, t.db, premium)).toBe(3);
      expect(bodyOf(contract.getSettings.response, await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { host: 'localhost' } })).message_credits).toBe(3);
      // A preview of the configuration before this one is stale: nothing is overwritten.
      const stale = await send(t.app, 'POST', '/api/staff/sites/publish', staff, { domain: 'localhost', basedOn: before?.configuredAt, form: { ...before?.form, message_credits: 9 } });
      expect(stale.statusCode).toBe(409);
      expect(await priceOfNextMessage(t.app, t.db, premium)).toBe(3);
    } finally {
      stream.close();
    }
    const invalid = await send(t.app, 'POST', '/api/staff/sites/publish', staff, { domain: 'localhost', basedOn: new Date().toISOString(), form: { message_credits: -1 } });
    expect(invalid.statusCode).toBe(400);
    const audit = bodyOf(AuditLog, await send(t.app, 'GET', '/api/staff/audit?action=SiteConfigured', staff));
    expect(audit.entries[0]).toMatchObject({ action: 'SiteConfigured', staffName: 'Demo Staff' });
  });

  it('shows and publishes only the admin\'s own sites', async () => {
    await addEnrolledStaff(t.db, 'flirt-admin@staff.test', ['site_admin'], t.clock.now(), ['flirt.localhost']);
    const admin = await logInStaff(t.app, t.clock, 'flirt-admin@staff.test', 'staff-password', staffSecret);
    expect((await sitesOf(t.app, admin)).map((site) => site.domain)).toEqual(['flirt.localhost']);
    expect((await publishPrice(t.app, await logInDemoStaff(t.app, t.clock), 2)).statusCode).toBe(200);
    const [flirt] = await sitesOf(t.app, admin);
    const elsewhere = await send(t.app, 'POST', '/api/staff/sites/publish', admin, { domain: 'localhost', basedOn: flirt?.configuredAt, form: flirt?.form });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('site settings across two server processes', () => {
  const get = useTwoProcesses();

  it('a price published through A is what the next message through B pays, without a restart', async () => {
    const { a, b, db, clock } = get();
    const staff = await logInDemoStaff(a, clock);
    const premium = await logIn(b, 'premium@rendezvous.test');
    expect(await priceOfNextMessage(b, db, premium)).toBe(1);
    const stream = await openStream(await originOf(b), premium);
    try {
      expect((await publishPrice(a, staff, 4)).statusCode).toBe(200);
      // B heard the change on the feed (the same NOTIFY its tabs' notices come by) before its next request.
      await stream.received('the settings notice on B', (notice) => notice.type === 'settings');
      expect(await priceOfNextMessage(b, db, premium)).toBe(4);
    } finally {
      stream.close();
    }
  });
});
