import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { createListeners, createPending } from './change-feed';
import { keepText, oids, parseInt8, type Database, type Queryable } from './database';

export const defaultPgliteDir = './data/pglite';

const wrap = (target: PGlite | Transaction, announce: (payload: string) => void): Queryable => ({
  query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) => (await target.query<T>(sql, [...params])).rows,
  exec: async (script: string) => {
    await target.exec(script);
  },
  announce: async (payload: string) => {
    announce(payload);
    return Promise.resolve();
  },
});

/** A whole PGlite database as one file (its data directory as a tar): a new one starts from it without initdb. */
export type PgliteImage = Blob;

export interface PgliteDatabase extends Database {
  readonly image: () => Promise<PgliteImage>;
}

/**
 * Embedded PostgreSQL. `dataDir` undefined keeps the database in memory (tests); a path is created on
 * first start. `from` starts it as a copy of an image (the tests' migrated template, without initdb).
 * PGlite has one connection, so transactions run one at a time. It lives in this process alone, so every
 * change is announced in memory (no NOTIFY) and the change feed is always up.
 */
export const openPglite = async (dataDir?: string, from?: PgliteImage): Promise<PgliteDatabase> => {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(from === undefined ? {} : { loadDataDir: from }),
    parsers: { [oids.int8]: parseInt8, [oids.date]: keepText },
  });
  await pg.waitReady;
  const listeners = createListeners();
  listeners.ready();
  return {
    ...wrap(pg, listeners.changed),
    transaction: async (fn) => {
      const pending = createPending(listeners);
      const result = await pg.transaction((tx) => fn(wrap(tx, pending.add)));
      pending.committed();
      return result;
    },
    exclusively: async (_name, fn) => ({ ran: true, value: await fn() }),
    listen: listeners.add,
    close: () => pg.close(),
    image: () => pg.dumpDataDir('none'),
  };
};
