import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { AdminSites } from '../../io/entities/site-admin';
import { AuditLog } from '../../io/entities/staff';
import { TextQueue } from '../../io/entities/text-moderation';
import { rendezvousFlaggedWords } from '../../server/demo/sites';
import type { FastifyInstance } from 'fastify';
import { bodyOf } from './support/body';
import { logIn, useTestApp, useTwoProcesses } from './support/app';
import { drivers } from './support/database';
import { idOf } from './support/members';
import { newMember } from './support/payments';
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

  it('publishes the site\'s flagged words: a name or about text with a new one waits in the text queue', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const site = (await sitesOf(t.app, staff)).find((entry) => entry.domain === 'localhost');
    if (site === undefined) throw new Error('the admin works on the demo site');
    expect(site.form.flagged_words).toEqual(rendezvousFlaggedWords);
    const words = [...site.form.flagged_words, 'Signal'];
    expect((await send(t.app, 'POST', '/api/staff/sites/publish', staff, { domain: 'localhost', basedOn: site.configuredAt, form: { ...site.form, flagged_words: words } })).statusCode).toBe(200);
    expect((await sitesOf(t.app, staff)).find((entry) => entry.domain === 'localhost')?.form.flagged_words).toEqual(words);
    const member = await logIn(t.app, 'premium@rendezvous.test');
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile.php', headers: { host: 'localhost', cookie: member }, payload: { about: 'Vind me op Signal' } })).statusCode).toBe(200);
    const queue = bodyOf(TextQueue, await send(t.app, 'GET', '/api/staff/texts', staff));
    expect(queue.texts.find((text) => text.text === 'Vind me op Signal')?.matches).toEqual([{ rule: 'word', start: 11, end: 17, part: 'Signal' }]);
    const twice = await send(t.app, 'POST', '/api/staff/sites/publish', staff, { domain: 'localhost', basedOn: site.configuredAt, form: { ...site.form, flagged_words: ['Kik', 'kik'] } });
    expect(twice.statusCode).toBe(400);
  });

  it('publishes the currency and minimum message cost of a country: its members buy in that currency from then on', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const site = (await sitesOf(t.app, staff)).find((entry) => entry.domain === 'localhost');
    if (site === undefined) throw new Error('the admin works on the demo site');
    expect(site.form.minimum_message_costs.DE).toEqual({ costs: 0.99, currency: 'EUR' });
    const costs = { ...site.form.minimum_message_costs, DE: { costs: 1.5, currency: 'CHF' } };
    expect((await send(t.app, 'POST', '/api/staff/sites/publish', staff, { domain: 'localhost', basedOn: site.configuredAt, form: { ...site.form, minimum_message_costs: costs } })).statusCode).toBe(200);
    const settings = bodyOf(contract.getSettings.response, await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { host: 'localhost' } }));
    expect(settings.minimum_message_costs.DE).toEqual({ costs: 1.5, currency: 'CHF' });
    const german = await newMember(t.db, { signedUpAt: new Date(t.clock.now().getTime() - 5 * 3_600_000), country: 'DE' });
    const offer = bodyOf(contract.getCredits.response, await send(t.app, 'GET', '/api/credits.php', german.cookie));
    expect(offer.packages.map((pkg) => pkg.currency)).toEqual(['CHF', 'CHF', 'CHF', 'CHF']);
    const wrong = await send(t.app, 'POST', '/api/staff/sites/publish', staff, { domain: 'localhost', basedOn: site.configuredAt, form: { ...site.form, minimum_message_costs: { Germany: { costs: 1, currency: 'EUR' } } } });
    expect(wrong.statusCode).toBe(400);
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
