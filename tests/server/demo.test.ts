import { describe, expect, it } from 'vitest';
import { generateMembers } from '../../server/demo/members';
import { createPrng } from '../../server/demo/prng';
import { allCountries } from '../../server/demo/sites';
import { regionsOf } from '../../server/modules/reference/regions';
import { prepareDatabase } from '../../server/startup';
import { company, rendezvous, rendezvousFlaggedWords } from '../../server/demo/sites';
import { runSiteCommand } from '../../server/modules/sites/commands';
import { companyFormOf, formOf } from '../../server/modules/sites/settings-form';
import { testClock } from './support/clock';
import { countEvents, drivers, useDatabase } from './support/database';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('generated demo members', () => {
  const members = generateMembers(createPrng(7), 300, now);

  it('are the same for the same seed', () => {
    expect(generateMembers(createPrng(7), 300, now)).toEqual(members);
    expect(generateMembers(createPrng(8), 300, now)).not.toEqual(members);
  });

  it('are adults of 18 to 70 from all the spec’s countries, with regions of their country', () => {
    const ages = members.map((m) => (now.getTime() - Date.parse(m.birthDate)) / (365.25 * 86_400_000));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThan(71);
    expect(new Set(members.map((m) => m.country))).toEqual(new Set(allCountries));
    for (const m of members) expect(regionsOf(m.country)).toContain(m.region);
    const fictional = members.filter((m) => m.fictional).length / members.length;
    expect(fictional).toBeGreaterThan(0.05);
    expect(fictional).toBeLessThan(0.15);
    expect(members.filter((m) => m.hasAvatar).length / members.length).toBeGreaterThan(0.75);
  });
});

describe.each(drivers)('start-up on %s', (driver) => {
  const db = useDatabase(driver);
  const members = async () => (await db().query<{ n: number; passwords: number }>('SELECT count(*)::int AS n, count(password_hash)::int AS passwords FROM members'))[0];

  it('a server database gets the default site but no demo members unless SEED_DEMO=1', async () => {
    const prepared = await prepareDatabase(db(), { driver: 'postgres', seedDemo: false, clock: testClock() });
    expect(prepared).toMatchObject({ seeded: false, logins: [] });
    expect(await members()).toEqual({ n: 0, passwords: 0 });
    expect(await db().query('SELECT domain FROM sites')).toEqual([{ domain: 'localhost' }]);
  });

  it('seeds only a database without events, and with only the demo accounts able to log in', async () => {
    await db().exec('TRUNCATE events, sites');
    // How long seeding takes is a figure of `npm run bench`, not a pass/fail of the suite.
    const prepared = await prepareDatabase(db(), { driver: 'pglite', seedDemo: false, clock: testClock() });
    expect(prepared.seeded).toBe(true);
    expect(prepared.logins.map((login) => login.email)).toEqual(['demo@rendezvous.test', 'premium@rendezvous.test', 'new@rendezvous.test']);
    expect(await members()).toEqual({ n: 303, passwords: 3 });
    const events = await countEvents(db());
    const again = await prepareDatabase(db(), { driver: 'pglite', seedDemo: true, clock: testClock() });
    expect(again.seeded).toBe(false);
    expect(await countEvents(db())).toBe(events);
  });

  it('keeps on a restart what a site admin published for the default site', async () => {
    const clock = testClock();
    await prepareDatabase(db(), { driver: 'pglite', seedDemo: false, clock });
    const [site] = await db().query<{ configured_at: Date }>("SELECT configured_at FROM sites WHERE domain = 'localhost'");
    const form = { ...formOf(rendezvous, 'pre', rendezvousFlaggedWords), ...companyFormOf(company), message_credits: 7 };
    clock.advance(1000);
    await db().transaction((tx) => runSiteCommand(tx, {
      type: 'PublishSiteSettings', data: { domain: 'localhost', form, basedOn: site?.configured_at.toISOString() ?? '', staffId: 1, at: clock.now() },
    }));
    await prepareDatabase(db(), { driver: 'pglite', seedDemo: false, clock });
    expect(await db().query("SELECT settings->'message_credits' AS credits FROM sites WHERE domain = 'localhost'")).toEqual([{ credits: 7 }]);
  });
});
