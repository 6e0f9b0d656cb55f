import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { keepText, oids, parseInt8, type Database, type Queryable } from './database';

const typeParsers = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === oids.int8) return parseInt8;
    if (oid === oids.date) return keepText;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-enum-assignment -- pg types its parser registry with an enum of oids and parsers returning any
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
};

const statementNames = new Map<string, string>();

/**
 * Each distinct SQL text runs as a named prepared statement: PostgreSQL parses and plans it once per
 * connection rather than on every call (the texts are the code's own, so the set of names stays small).
 * Schema changes happen only in the migrations, before the server answers, so no cached plan goes stale.
 */
const statementName = (sql: string): string => {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `rdv_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
};

const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
  query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) => {
    const result = await target.query({ name: statementName(sql), text: sql, values: [...params] });
    // pg leaves rows untyped; the caller names the row shape, as with PGlite's query<T>.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- see above
    const rows: T[] = result.rows;
    return rows;
  },
  exec: async (script: string) => {
    await target.query(script);
  },
});

/**
 * Connections for this process: 2 × cores + 1 (PostgreSQL's own rule of thumb: the cores busy plus those
 * waiting on I/O). More only queue inside the server; PG_POOL_MAX overrides it (several processes share
 * one server's max_connections).
 */
const defaultPoolSize = (env: NodeJS.ProcessEnv = process.env): number => {
  const configured = Number(env['PG_POOL_MAX']);
  return Number.isInteger(configured) && configured > 0 ? configured : 2 * availableParallelism() + 1;
};

/** A PostgreSQL server (DATABASE_URL). Each transaction holds one pooled connection. */
export const openPostgres = (connectionString: string, maxConnections = defaultPoolSize()): Database => {
  const pool = new pg.Pool({ connectionString, max: maxConnections, types: typeParsers });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    ...wrap(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
