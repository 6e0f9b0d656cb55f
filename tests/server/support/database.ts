import { afterAll, beforeAll, inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openPglite, type PgliteImage } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import { testDatabaseUrl } from '../../support/database';

/** Every integration test file runs once per driver. */
export const drivers = ['pglite', 'postgres'] as const;
export type Driver = (typeof drivers)[number];

export interface TestDatabase {
  readonly db: Database;
  /** The PostgreSQL database's URL, for a second connection to it (null on PGlite). */
  readonly url: string | null;
  readonly dispose: () => Promise<void>;
}

const missingServer =
  'TEST_DATABASE_URL is not set, so the PostgreSQL half of the server tests cannot run: run npm test, which starts PostgreSQL ' +
  '(or: bash scripts/pg-throwaway.sh npx vitest run --project server)';

/** The run's migrated templates (tests/server/support/templates.ts); none outside the server tests (tests/contract). */
const provided = (key: 'pgliteImage' | 'postgresTemplate'): string => inject(key) ?? '';

let pgliteImage: Promise<PgliteImage> | undefined;
const readPgliteImage = (file: string) => (pgliteImage ??= readFile(file).then((bytes) => new Blob([bytes])));

/** A fresh database of its own on the test server: CREATE DATABASE rdv_<random>, dropped again by dispose. */
const openPostgresDatabase = async (template: string): Promise<TestDatabase> => {
  const adminUrl = testDatabaseUrl();
  if (adminUrl === undefined) throw new Error(missingServer);
  const name = `rdv_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(adminUrl, 1);
  await admin.query(template === '' ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    db,
    url: url.toString(),
    dispose: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
};

/**
 * A new, migrated, empty database on `driver`: PGlite in memory, or a database of its own on the test server;
 * a copy of the run's migrated template where there is one.
 */
export const openTestDatabase = async (driver: Driver): Promise<TestDatabase> => {
  const template = provided(driver === 'pglite' ? 'pgliteImage' : 'postgresTemplate');
  const opened =
    driver === 'pglite'
      ? await openPglite(undefined, template === '' ? undefined : await readPgliteImage(template)).then((db) => ({ db, url: null, dispose: () => db.close() }))
      : await openPostgresDatabase(template);
  if (template === '') await migrate(opened.db);
  return opened;
};

export const countEvents = async (db: Database): Promise<number> =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0]?.n ?? -1;

/**
 * Opens a value before the file's tests and disposes it after. If opening fails (no TEST_DATABASE_URL),
 * every test that reads it fails with that error, rather than being reported as skipped.
 */
export const useResource = <T>(open: () => Promise<{ value: T; dispose: () => Promise<void> }>): (() => T) => {
  let state: { value: T; dispose: () => Promise<void> } | { error: unknown } | undefined;
  beforeAll(async () => {
    state = await open().catch((error: unknown) => ({ error }));
  });
  afterAll(async () => {
    if (state !== undefined && 'dispose' in state) await state.dispose();
  });
  return () => {
    if (state === undefined) throw new Error('not open yet: use it inside a test');
    if ('error' in state) throw state.error;
    return state.value;
  };
};

/** A migrated database on `driver` for the file's tests. */
export const useDatabase = (driver: Driver): (() => Database) =>
  useResource(async () => {
    const { db, dispose } = await openTestDatabase(driver);
    return { value: db, dispose };
  });
