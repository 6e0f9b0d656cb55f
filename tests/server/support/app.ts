import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app';
import { openPostgres } from '../../../server/db/postgres';
import type { Database } from '../../../server/db/database';
import { demoPassword, seedDemo } from '../../../server/demo/seed';
import { testClock, type TestClock } from './clock';
import { openTestDatabase, useResource, type Driver } from './database';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: TestClock;
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'db' | 'clock'>> {
  /** Seed the demo data (this many generated members); without it only migrations ran. */
  readonly demoMembers?: number;
  /** Register test-only routes before the app is used. */
  readonly extend?: (app: FastifyInstance) => void;
}

/**
 * A migrated database on `driver` and the app on it, created before the file's tests and closed after.
 * Read the fields inside tests (they are set in beforeAll).
 */
export const useTestApp = (driver: Driver, options: TestAppOptions = {}): TestApp => {
  const get = useResource(async () => {
    const { db, dispose } = await openTestDatabase(driver);
    const clock = testClock();
    if (options.demoMembers !== undefined) await seedDemo(db, clock, { members: options.demoMembers });
    const { demoMembers: _members, extend, ...appOptions } = options;
    const app = await buildApp({ clientDir: null, ...appOptions, db, clock });
    extend?.(app);
    await app.ready();
    const close = async () => {
      await app.close();
      await dispose();
    };
    return { value: { app, db, clock }, dispose: close };
  });
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get clock() {
      return get().clock;
    },
  };
};

/** The session cookie a response set (rdv_session, or __Host-rdv_session over https), as a Cookie header value. */
export const sessionCookieOf = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((c) => c.name === 'rdv_session' || c.name === '__Host-rdv_session');
  if (cookie === undefined) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
};

export const logIn = async (app: FastifyInstance, email = 'demo@rendezvous.test', password = demoPassword): Promise<string> =>
  sessionCookieOf(await app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password } }));


/**
 * Two server processes behind a load balancer, as two apps with a pool each on one PostgreSQL database
 * (demo data seeded): what one commits reaches the other by NOTIFY only.
 */
export const useTwoProcesses = (demoMembers = 10) =>
  useResource(async () => {
    const { db, url, dispose } = await openTestDatabase('postgres');
    if (url === null) throw new Error('a PostgreSQL test database has a URL');
    const other = openPostgres(url);
    const clock = testClock();
    await seedDemo(db, clock, { members: demoMembers });
    const a = await buildApp({ db, clock, clientDir: null });
    const b = await buildApp({ db: other, clock, clientDir: null });
    const close = async () => {
      await Promise.all([a.close(), b.close()]);
      await other.close();
      await dispose();
    };
    return { value: { a, b, db, clock }, dispose: close };
  });
