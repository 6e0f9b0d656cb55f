import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { keepText, oids, parseInt8, type Database, type Queryable } from './database';

export const defaultPgliteDir = './data/pglite';

const wrap = (target: PGlite | Transaction): Queryable => ({
  query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) => (await target.query<T>(sql, [...params])).rows,
  exec: async (script: string) => {
    await target.exec(script);
  },
});

/**
 * Embedded PostgreSQL. `dataDir` undefined keeps the database in memory (tests); a path is created on
 * first start. PGlite has one connection, so transactions run one at a time.
 */
export const openPglite = async (dataDir?: string): Promise<Database> => {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({
    ...(dataDir === undefined ? {} : { dataDir }),
    parsers: { [oids.int8]: parseInt8, [oids.date]: keepText },
  });
  await pg.waitReady;
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
};
