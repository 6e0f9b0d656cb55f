import { describe, expect, it } from 'vitest';
import { Dashboard, type SiteDay } from '../../io/entities/dashboard';
import type { Database, Queryable } from '../../server/db/database';
import { eventOfRow, type EventRow } from '../../server/events/event-store';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { runConversationCommand } from '../../server/modules/conversations/commands';
import { siteDailyStatsProjection } from '../../server/modules/dashboard/projection';
import { DomainEvent } from '../../server/modules/domain-event';
import { nextId } from '../../server/modules/ids';
import { applyProviderAnswer, runPaymentCommand, settle } from '../../server/modules/payments/commands';
import { rebuildProjections } from '../../server/modules/rebuild';
import { runReportCommand } from '../../server/modules/reports/commands';
import { prepareDatabase } from '../../server/startup';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffSecret } from './support/staff';

const day1 = '2027-03-01';
const day2 = '2027-03-02';
const day3 = '2027-03-03';
const at = (day: string, time: string) => new Date(`${day}T${time}:00.000Z`);

/** The counters of a row, without the site and day that order them. */
const numbers = ({ signups, activations, firstPurchases, messagesSent, activeMembers, revenue }: SiteDay) => ({
  signups, activations, firstPurchases, messagesSent, activeMembers, revenue,
});
const nothing = { signups: 0, activations: 0, firstPurchases: 0, messagesSent: 0, activeMembers: 0, revenue: [] };

const statsRows = (db: Database) => db.query('SELECT * FROM site_daily_stats ORDER BY site, day');

describe.each(drivers)('the staff dashboard on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie } });

  const register = async (tx: Queryable, site: string, options: { fictional?: boolean; confirm?: boolean } = {}) => {
    const memberId = await nextId(tx, 'member_id_seq');
    await runAccountCommand(tx, memberId, {
      type: 'RegisterMember',
      data: {
        memberId, site, email: `m${String(memberId)}@dashboard.test`, passwordHash: null, name: `M${String(memberId)}`, gender: 'female', birthDate: '1990-01-01',
        country: 'NL', region: '', city: '', language: 'nl', fictional: options.fictional ?? false, status: options.confirm === true ? 'not_confirmed' : 'active',
        at: t.clock.now(),
      },
    });
    return memberId;
  };
  let sessions = 0;
  const session = (tx: Queryable, memberId: number) => {
    sessions += 1;
    return runAccountCommand(tx, memberId, { type: 'StartSession', data: { sessionHash: `dash-session-${String(sessions)}`, expiresAt: at('2027-04-01', '00:00'), at: t.clock.now() } });
  };
  const chat = async (tx: Queryable, from: number, to: number) => {
    const conversationId = await nextId(tx, 'conversation_id_seq');
    await runConversationCommand(tx, conversationId, { type: 'StartConversation', data: { conversationId, from, to, at: t.clock.now() } });
    return async (sender: number) => {
      const messageId = await nextId(tx, 'message_id_seq');
      await runConversationCommand(tx, conversationId, { type: 'SendMessage', data: { messageId, from: sender, text: 'Hallo', maxLength: 1000, at: t.clock.now() } });
    };
  };
  const buy = async (tx: Queryable, paymentId: string, memberId: number, site: string, amount: number, currency: string) => {
    const now = t.clock.now();
    await runPaymentCommand(tx, paymentId, {
      type: 'StartPayment',
      data: {
        paymentId, memberId, site, packageId: 'eur-10', credits: 10, amount, currency, method: 'ideal', discountCode: null, discountPercentage: null, provider: 'test',
        mandateId: null, refundDays: 14, at: now,
      },
    });
    await runPaymentCommand(tx, paymentId, { type: 'RecordProviderPayment', data: { providerId: `tr_${paymentId}`, at: now } });
    await applyProviderAnswer(tx, paymentId, { status: 'paid', amountRefunded: 0 }, now);
  };

  /**
   * Three days on two sites. Day 1: three signups on the default site (one confirms at once) and one on Flirtpunt, a
   * fictional profile (counted nowhere), two sessions and three messages of one member. Day 2: the second confirms;
   * two purchases of the first member (EUR, the first a first purchase) and one of the Flirtpunt member (GBP). Day 3:
   * the first EUR purchase refunded in part, and a report left open.
   */
  const seedThreeDays = async () => {
    t.clock.set(`${day1}T09:00:00.000Z`);
    const ids = await t.db.transaction(async (tx) => {
      const anna = await register(tx, 'localhost', { confirm: true });
      const bert = await register(tx, 'localhost', { confirm: true });
      await register(tx, 'localhost');
      const fiona = await register(tx, 'localhost', { fictional: true });
      const flirt = await register(tx, 'flirt.localhost');
      await runAccountCommand(tx, anna, { type: 'ConfirmEmail', data: { at: t.clock.now() } });
      await session(tx, anna);
      await session(tx, anna);
      const write = await chat(tx, anna, bert);
      for (let i = 0; i < 3; i += 1) await write(anna);
      // The site's own profile answers: no message of a member, and no active member.
      await (await chat(tx, fiona, anna))(fiona);
      await session(tx, flirt);
      return { anna, bert, flirt };
    });
    t.clock.set(`${day2}T23:59:00.000Z`);
    await t.db.transaction(async (tx) => {
      await runAccountCommand(tx, ids.bert, { type: 'ConfirmEmail', data: { at: t.clock.now() } });
      await buy(tx, 'dash-1', ids.anna, 'localhost', 1499, 'EUR');
      await buy(tx, 'dash-2', ids.anna, 'localhost', 2999, 'EUR');
      await buy(tx, 'dash-3', ids.flirt, 'flirt.localhost', 1949, 'GBP');
    });
    t.clock.set(`${day3}T08:00:00.000Z`);
    await t.db.transaction(async (tx) => {
      const share = { amount: 500, credits: 3, staffId: 1, reason: 'Goodwill' };
      const { decision, state } = await runPaymentCommand(tx, 'dash-1', { type: 'RefundPayment', data: { share, at: t.clock.now() } });
      if (decision.kind === 'rejected') throw new Error(`the refund was refused: ${JSON.stringify(decision.reason)}`);
      await settle(tx, state, decision.events, t.clock.now());
      await runReportCommand(tx, { type: 'ReportProfile', data: { reporter: ids.bert, reported: ids.anna, reason: 'spam', note: null, at: t.clock.now() } });
    });
    return ids;
  };

  it('counts signups, activations, first purchases, revenue, messages and active members per site and day; a rebuild gives the same rows', async () => {
    await seedThreeDays();
    t.clock.set(`${day3}T10:00:00.000Z`);
    const staff = await logInDemoStaff(t.app, t.clock);
    const answer = bodyOf(Dashboard, await get(`/api/staff/dashboard?from=${day1}&to=${day3}`, staff));
    expect([answer.from, answer.to, answer.sites]).toEqual([day1, day3, ['flirt.localhost', 'localhost']]);
    expect(answer.days.map((row) => [row.site, row.day])).toEqual([
      ['flirt.localhost', day1], ['flirt.localhost', day2], ['flirt.localhost', day3], ['localhost', day1], ['localhost', day2], ['localhost', day3],
    ]);
    expect(answer.days.map(numbers)).toEqual([
      { ...nothing, signups: 1, activeMembers: 1 },
      { ...nothing, firstPurchases: 1, revenue: [{ currency: 'GBP', amount: 1949, purchases: 1, refunded: 0 }] },
      nothing,
      { ...nothing, signups: 3, activations: 1, messagesSent: 3, activeMembers: 1 },
      { ...nothing, activations: 1, firstPurchases: 1, revenue: [{ currency: 'EUR', amount: 4498, purchases: 2, refunded: 0 }] },
      { ...nothing, revenue: [{ currency: 'EUR', amount: 0, purchases: 0, refunded: 500 }] },
    ]);
    // The queues as they stand: the demo's photos waiting since the seed, the report since 08:00.
    const [pending] = await t.db.query<{ n: number; oldest: Date }>(
      "SELECT count(*)::int AS n, min(uploaded_at) AS oldest FROM photos p JOIN members m ON m.id = p.member_id WHERE p.status = 'pending' AND m.site = 'localhost'",
    );
    const asOf = Date.parse(answer.asOf);
    expect(answer.queues).toEqual([
      { site: 'flirt.localhost', photosPending: 0, photoWaitSeconds: null, reportsOpen: 0, reportWaitSeconds: null },
      {
        site: 'localhost', photosPending: pending?.n ?? 0, photoWaitSeconds: pending === undefined ? null : Math.floor((asOf - pending.oldest.getTime()) / 1000),
        reportsOpen: 1, reportWaitSeconds: Math.floor((asOf - Date.parse(`${day3}T08:00:00.000Z`)) / 1000),
      },
    ]);

    const live = await statsRows(t.db);
    await rebuildProjections(t.db);
    expect(await statsRows(t.db)).toEqual(live);
    expect(bodyOf(Dashboard, await get(`/api/staff/dashboard?from=${day1}&to=${day3}`, staff)).days).toEqual(answer.days);
  });

  it('counts an event once, however often it is projected', async () => {
    const before = await statsRows(t.db);
    expect(before.length).toBeGreaterThan(0);
    const rows = await t.db.query<EventRow>('SELECT position, stream_id, version, type, data, occurred_at FROM events ORDER BY position');
    await t.db.transaction(async (tx) => {
      for (const row of rows) await siteDailyStatsProjection.handle(tx, eventOfRow(DomainEvent, row));
    });
    expect(await statsRows(t.db)).toEqual(before);
  });

  it("shows a staff member the rows of their own sites only", async () => {
    await addEnrolledStaff(t.db, 'flirt-admin@staff.test', ['site_admin'], t.clock.now(), ['flirt.localhost']);
    const flirtAdmin = await logInStaff(t.app, t.clock, 'flirt-admin@staff.test', 'staff-password', staffSecret);
    const own = bodyOf(Dashboard, await get(`/api/staff/dashboard?from=${day1}&to=${day3}`, flirtAdmin));
    expect(own.sites).toEqual(['flirt.localhost']);
    expect(new Set(own.days.map((row) => row.site))).toEqual(new Set(['flirt.localhost']));
    expect(own.queues.map((queue) => queue.site)).toEqual(['flirt.localhost']);
    const other = bodyOf(Dashboard, await get(`/api/staff/dashboard?site=localhost&from=${day1}&to=${day3}`, flirtAdmin));
    expect([other.days, other.queues]).toEqual([[], []]);
    const all = await logInDemoStaff(t.app, t.clock);
    const one = bodyOf(Dashboard, await get(`/api/staff/dashboard?site=localhost&from=${day1}&to=${day3}`, all));
    expect(one.days.map((row) => row.site)).toEqual(['localhost', 'localhost', 'localhost']);
  });

  it('answers the last 30 days without a range, and refuses a range back to front or over a year', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const today = t.clock.now().toISOString().slice(0, 10);
    const usual = bodyOf(Dashboard, await get('/api/staff/dashboard', staff));
    expect([usual.to, usual.from, usual.days.length]).toEqual([today, '2027-02-02', 2 * 30]);
    const refused = async (query: string) => (await get(`/api/staff/dashboard?${query}`, staff)).json<unknown>();
    expect(await refused(`from=${day3}&to=${day1}`)).toEqual({ error: 'invalid_input', field: 'to' });
    expect(await refused('from=2026-03-01&to=2027-03-02')).toEqual({ error: 'invalid_input', field: 'from' });
    expect(await refused('from=2026-03-02&to=2027-03-02')).not.toHaveProperty('error');
    expect(await refused('from=yesterday')).toEqual({ error: 'invalid_input', field: 'from' });
  });

  it('fills its tables from the events already stored when the server applies its migration', async () => {
    const before = await statsRows(t.db);
    await t.db.exec('DROP TABLE site_daily_stats, site_stats_active, site_stats_buyers, site_stats_counted');
    await t.db.query("DELETE FROM schema_migrations WHERE name = '026_site_daily_stats.sql'");
    const prepared = await prepareDatabase(t.db, { driver, seedDemo: false, clock: t.clock });
    expect(prepared.migrations).toEqual(['026_site_daily_stats.sql']);
    expect(await statsRows(t.db)).toEqual(before);
  });
});
