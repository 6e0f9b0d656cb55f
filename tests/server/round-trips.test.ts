import { describe, expect, it } from 'vitest';
import { Settings } from '../../io/entities/settings';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { seedDemo } from '../../server/demo/seed';
import { company, flirtpunt } from '../../server/demo/sites';
import { siteCacheTtlMs } from '../../server/http/site-cache';
import { runSiteCommand } from '../../server/modules/sites/commands';
import { bodyOf } from './support/body';
import { logIn } from './support/app';
import { testClock } from './support/clock';
import { drivers, openTestDatabase, useResource } from './support/database';

/** The database with every statement sent outside a transaction recorded. */
const recording = (db: Database) => {
  const statements: string[] = [];
  const recorded: Database = {
    ...db,
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
  };
  return { recorded, statements };
};

describe.each(drivers)('database round trips on %s', (driver) => {
  const get = useResource(async () => {
    const { db, dispose } = await openTestDatabase(driver);
    const clock = testClock();
    await seedDemo(db, clock, { members: 5 });
    const { recorded, statements } = recording(db);
    const app = await buildApp({ db: recorded, clock, clientDir: null });
    await app.ready();
    return { value: { app, db, clock, statements }, dispose: async () => { await app.close(); await dispose(); } };
  });

  /** The statements a request sent. */
  const statementsOf = async (url: string, cookie?: string, host = 'localhost') => {
    const { app, statements } = get();
    statements.length = 0;
    const response = await app.inject({ method: 'GET', url, headers: { host, ...(cookie === undefined ? {} : { cookie }) } });
    return { response, sent: [...statements] };
  };

  it('answers public calls without touching the sessions table, even with a session cookie', async () => {
    const cookie = await logIn(get().app);
    for (const url of ['/api/settings.php', '/api/companyinfo.php', '/api/interests.php', '/api/regions.php?country=NL']) {
      const { response, sent } = await statementsOf(url, cookie);
      expect(response.statusCode).toBe(200);
      expect(sent.filter((sql) => /\bsessions\b/.test(sql))).toEqual([]);
    }
  });

  it('looks the session up on the first member call, then answers the same calls from memory', async () => {
    const cookie = await logIn(get().app);
    const { response, sent } = await statementsOf('/api/user.php', cookie);
    expect(response.statusCode).toBe(200);
    expect(sent.filter((sql) => /\bsessions\b/.test(sql))).toHaveLength(1);
    for (const url of ['/api/chats.php', '/api/likes.php']) await statementsOf(url, cookie);
    for (const url of ['/api/user.php', '/api/chats.php', '/api/likes.php']) {
      const again = await statementsOf(url, cookie);
      expect(again.response.statusCode).toBe(200);
      expect(again.sent).toEqual([]);
    }
  });

  it('reads a site from the database once, then from memory', async () => {
    get().clock.advance(siteCacheTtlMs);
    const first = await statementsOf('/api/settings.php', undefined, 'flirt.localhost');
    expect(first.sent.filter((sql) => /\bsites\b/.test(sql))).toHaveLength(1);
    const again = await statementsOf('/api/settings.php', undefined, 'flirt.localhost');
    expect(again.sent).toEqual([]);
    expect(again.response.body).toBe(first.response.body);
  });

  it('drops a cached site when this process configures it, and re-reads any site after the TTL', async () => {
    const { db, clock } = get();
    await statementsOf('/api/settings.php', undefined, 'flirt.localhost');
    await db.transaction((tx) =>
      runSiteCommand(tx, { type: 'ConfigureSite', data: { settings: { ...flirtpunt, name: 'Flirtpunt Nieuw' }, company, at: clock.now() } }),
    );
    expect(bodyOf(Settings, (await statementsOf('/api/settings.php', undefined, 'flirt.localhost')).response).name).toBe('Flirtpunt Nieuw');
    // A change no event announced (written straight to the table here) is seen once the TTL has passed.
    await db.query(`UPDATE sites SET settings = jsonb_set(settings, '{name}', '"Flirtpunt Elders"') WHERE domain = 'flirt.localhost'`);
    clock.advance(siteCacheTtlMs);
    expect(bodyOf(Settings, (await statementsOf('/api/settings.php', undefined, 'flirt.localhost')).response).name).toBe('Flirtpunt Elders');
  });
});
