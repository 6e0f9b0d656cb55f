/**
 * The one database interface of the server. Two drivers implement it: embedded PGlite (./pglite) and a
 * PostgreSQL server through a pg.Pool (./postgres). Both return rows with the same JavaScript types:
 * int8 as number, date as 'YYYY-MM-DD' string, timestamptz as Date, json/jsonb parsed.
 */
export interface Queryable {
  /** One statement with $1.. parameters. Pass jsonb values as JSON.stringify'd strings. */
  query<T>(sql: string, params?: ReadonlyArray<unknown>): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Announces a committed change to every process's `listen`ers (see ChangeListener). Inside a transaction
   * it is delivered only if and when the transaction commits: to this process right after COMMIT, to the
   * others by a NOTIFY that PostgreSQL sends on commit. Outside one, at once.
   */
  announce(payload: string): Promise<void>;
}

/** The channel every process LISTENs on for the changes others commit. */
export const changeChannel = 'rdv_events';

/**
 * Whoever keeps something derived from the database in memory. Caches serve only between `ready` and
 * `lost`: while the feed is down a change could go unnoticed.
 */
export interface ChangeListener {
  /** A change was committed (by this process or another), with the payload given to `announce`. */
  readonly changed: (payload: string) => void;
  /** Changes may have been missed (the LISTEN connection was lost): drop everything derived, serve nothing. */
  readonly lost: () => void;
  /** Changes are delivered from now on (first start, or LISTEN again after a loss). */
  readonly ready: () => void;
}

export interface Database extends Queryable {
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside `fn` use only `tx`: on PGlite (one connection) a query on the database itself would wait for
   * the transaction to end, forever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Subscribes to committed changes; answers the unsubscribe. */
  listen(listener: ChangeListener): () => void;
  /**
   * Runs `fn` while holding the session-level advisory lock named `name` (pg_try_advisory_lock), taken on a
   * connection of its own and held only by it: a process that dies frees it with its connection. Answers
   * `{ ran: false }` at once, without running `fn`, when another session holds it. PGlite has one session and
   * lives in one process, so there it always runs.
   */
  exclusively<T>(name: string, fn: () => Promise<T>): Promise<{ readonly ran: true; readonly value: T } | { readonly ran: false }>;
  close(): Promise<void>;
}

/** PostgreSQL type oids whose parsing both drivers align. */
export const oids = { int8: 20, date: 1082 } as const;

/** int8 values here are ids, positions and counts, far below 2^53. */
export const parseInt8 = (value: string): number => Number(value);
export const keepText = (value: string): string => value;

/** The SQLSTATE of a database error, when the value is one. */
export const sqlStateOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

export const uniqueViolation = '23505';

/** Reads, and a way to write atomically: what a request handler works with (see http/route Context). */
export interface UnitOfWork {
  readonly db: Queryable;
  readonly transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
}
