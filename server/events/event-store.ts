import * as E from 'fp-ts/Either';
import { decode, describeFailure } from '../../io/codec/decode';
import { sqlStateOf, uniqueViolation, type Queryable } from '../db/database';
import type { Aggregate, Event, EventCodec, StoredEvent } from './event';

/** Another writer appended to the stream since it was read. The command may be retried from a fresh read. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number | undefined,
  ) {
    super(`stream ${streamId}: expected version ${expectedVersion}, found ${actualVersion ?? 'a concurrent append'}`);
    this.name = 'ConcurrencyError';
  }
}

export interface EventRow {
  readonly position: number;
  readonly stream_id: string;
  readonly version: number;
  readonly type: string;
  readonly data: unknown;
  readonly occurred_at: Date;
}

/** Decodes a row of the events table with an aggregate's codec; a stored event that does not decode is a bug. */
export const eventOfRow = <Ev extends Event>(codec: EventCodec<Ev>, row: EventRow): StoredEvent<Ev> => {
  const decoded = decode(codec, { type: row.type, data: row.data });
  if (E.isLeft(decoded)) {
    throw new Error(`event ${row.position} (${row.type}) of ${row.stream_id} does not decode: ${describeFailure(decoded.left)}`);
  }
  const metadata = { position: row.position, streamId: row.stream_id, version: row.version, occurredAt: row.occurred_at };
  return { ...decoded.right, metadata };
};

export const readStream = async <Ev extends Event>(q: Queryable, streamId: string, codec: EventCodec<Ev>): Promise<StoredEvent<Ev>[]> => {
  const rows = await q.query<EventRow>(
    'SELECT position, stream_id, version, type, data, occurred_at FROM events WHERE stream_id = $1 ORDER BY version',
    [streamId],
  );
  return rows.map((row) => eventOfRow(codec, row));
};

/** The stream's state and version (0 when it has no events yet). */
export const aggregateStream = async <S, Ev extends Event>(q: Queryable, streamId: string, aggregate: Aggregate<S, Ev>) => {
  const events = await readStream(q, streamId, aggregate.codec);
  const state = events.reduce(aggregate.evolve, aggregate.initialState());
  return { state, version: events.at(-1)?.metadata.version ?? 0 };
};

const currentVersion = async (q: Queryable, streamId: string): Promise<number> => {
  const rows = await q.query<{ version: number }>('SELECT coalesce(max(version), 0)::int AS version FROM events WHERE stream_id = $1', [streamId]);
  return rows[0]?.version ?? 0;
};

/**
 * Appends `events` after `expectedVersion` (0: the stream must be new). Throws ConcurrencyError when the
 * stream moved on; the unique (stream_id, version) constraint catches writers racing past the check.
 */
export const appendToStream = async <Ev extends Event>(
  tx: Queryable,
  streamId: string,
  expectedVersion: number,
  events: ReadonlyArray<Ev>,
  occurredAt: Date,
): Promise<StoredEvent<Ev>[]> => {
  if (events.length === 0) return [];
  const actual = await currentVersion(tx, streamId);
  if (actual !== expectedVersion) throw new ConcurrencyError(streamId, expectedVersion, actual);
  const params: unknown[] = [streamId, occurredAt.toISOString()];
  const values = events.map((event, i) => {
    params.push(expectedVersion + i + 1, event.type, JSON.stringify(event.data));
    const p = 3 + i * 3;
    return `($1, $${p}::int, $${p + 1}, $${p + 2}::jsonb, $2::timestamptz)`;
  });
  let rows: { position: number; version: number }[];
  try {
    rows = await tx.query(
      `INSERT INTO events (stream_id, version, type, data, occurred_at) VALUES ${values.join(', ')} RETURNING position, version`,
      params,
    );
  } catch (error) {
    if (sqlStateOf(error) === uniqueViolation) throw new ConcurrencyError(streamId, expectedVersion, undefined);
    throw error;
  }
  const positions = new Map(rows.map((row) => [row.version, row.position]));
  return events.map((event, i) => {
    const version = expectedVersion + i + 1;
    return { ...event, metadata: { position: positions.get(version) ?? 0, streamId, version, occurredAt } };
  });
};
