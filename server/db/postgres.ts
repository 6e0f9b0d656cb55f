import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { createListeners, createPending, type Listeners } from './change-feed';
import { changeChannel, keepText, oids, parseInt8, type Database, type Queryable } from './database';

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

const notify = 'SELECT pg_notify($1, $2)';

/**
 * Every notification names the Database object that sent it: that object's own listeners heard the news
 * right after COMMIT, so the LISTEN copy, arriving some time later, would only drop entries they have
 * filled again since (harmless, but it makes a cache's hits depend on the timing of the notification).
 */
const originOf = (message: string): { origin: string; payload: string } => {
  const space = message.indexOf(' ');
  return space < 0 ? { origin: '', payload: message } : { origin: message.slice(0, space), payload: message.slice(space + 1) };
};

const wrap = (target: pg.Pool | pg.PoolClient, origin: string, delivered: (payload: string) => void): Queryable => ({
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
  // On the pool the NOTIFY commits at once; in a transaction PostgreSQL holds it until COMMIT, and this
  // process hears of it from `delivered` after COMMIT (its own LISTEN copy only repeats the news).
  announce: async (payload: string) => {
    await target.query({ name: 'rdv_notify', text: notify, values: [changeChannel, `${origin} ${payload}`] });
    delivered(payload);
  },
});

/** After a lost LISTEN connection, tries again after this long, doubling up to the maximum. */
const reconnectMs = { first: 100, max: 5_000 };

/**
 * The dedicated LISTEN connection of this process, opened on the first `listen`. When it is lost the
 * listeners are told (`lost`: drop every cache) and it is opened again; `ready` once LISTEN holds again.
 */
const createFeed = (connectionString: string, origin: string, listeners: Listeners) => {
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  let delay = reconnectMs.first;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const candidate = new pg.Client({ connectionString, application_name: 'rdv-listen' });
    // An object, not a let: 'error' and 'end' may set it while connect() is awaited below.
    const state = { dropped: false };
    const drop = () => {
      if (state.dropped) return;
      state.dropped = true;
      if (client === candidate) client = null;
      listeners.lost();
      candidate.end().catch(() => undefined);
      if (closed) return;
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, reconnectMs.max);
    };
    candidate.on('notification', (message) => {
      if (message.channel !== changeChannel || message.payload === undefined) return;
      const { origin: sender, payload } = originOf(message.payload);
      if (sender !== origin) listeners.changed(payload);
    });
    candidate.on('error', drop);
    candidate.on('end', drop);
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${changeChannel}`);
    } catch {
      drop();
      return;
    }
    if (closed || state.dropped) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    delay = reconnectMs.first;
    listeners.ready();
  };

  return {
    start: (): void => {
      if (started) return;
      started = true;
      void connect();
    },
    close: async (): Promise<void> => {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
};

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
  const listeners = createListeners();
  const origin = randomBytes(6).toString('hex');
  const feed = createFeed(connectionString, origin, listeners);
  return {
    ...wrap(pool, origin, listeners.changed),
    transaction: async (fn) => {
      const client = await pool.connect();
      const pending = createPending(listeners);
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        await client.query('BEGIN');
        result = await fn(wrap(client, origin, pending.add));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      pending.committed();
      return result;
    },
    // A client outside the pool: the lock's connection idles while `fn` works on the pool, which it must not starve.
    exclusively: async (name, fn) => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        const [row] = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [name])).rows;
        if (row?.locked !== true) return { ran: false };
        try {
          return { ran: true, value: await fn() };
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]);
        }
      } finally {
        await client.end();
      }
    },
    listen: (listener) => {
      const unsubscribe = listeners.add(listener);
      feed.start();
      return unsubscribe;
    },
    close: async () => {
      await feed.close();
      await pool.end();
    },
  };
};
