import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { readTables } from '../../server/modules/projections';
import { rebuildProjections } from '../../server/modules/rebuild';
import { logIn, useTestApp } from './support/app';
import { minutes } from './support/clock';
import { countEvents, drivers } from './support/database';

const snapshot = async (db: Database) => {
  const tables: Record<string, unknown[]> = {};
  for (const table of readTables) tables[table] = await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
  return tables;
};

describe.each(drivers)('rebuilding the projections on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 120 });

  /** Some writes through the HTTP commands on top of the demo data. */
  const useTheApp = async () => {
    const cookie = await logIn(t.app);
    await t.app.inject({ method: 'PUT', url: '/api/user.php', payload: { language: 'fi' }, headers: { cookie } });
    await logIn(t.app, 'premium@rendezvous.test');
    const other = await logIn(t.app, 'premium@rendezvous.test');
    await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie: other } });
    for (let i = 0; i < 5; i += 1) await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: 'nobody@x.test', password: 'p' } });
    t.clock.advance(minutes(3));
  };

  it('gives read tables equal, row by row, to what the live projections built', async () => {
    await useTheApp();
    const live = await snapshot(t.db);
    expect(live['members']?.length).toBe(123); // 120 generated members + the 3 demo accounts
    expect(live['messages']?.length).toBeGreaterThan(20);
    const { events } = await rebuildProjections(t.db);
    expect(events).toBe(await countEvents(t.db));
    expect(await snapshot(t.db)).toEqual(live);
  });

  it('repairs read tables that drifted from the events', async () => {
    const before = await snapshot(t.db);
    await t.db.query('UPDATE members SET credits = 999');
    await t.db.query('DELETE FROM likes');
    await t.db.query("INSERT INTO sessions (hash, member_id, started_at, expires_at) VALUES ('forged', 1, now(), now() + interval '1 day')");
    expect(await snapshot(t.db)).not.toEqual(before);
    await rebuildProjections(t.db);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
