import { everythingChanged } from '../cache/change';
import type { Database } from '../db/database';
import { eventOfRow, type EventRow } from '../events/event-store';
import { DomainEvent } from './domain-event';
import { project, readTables } from './projections';

const batchSize = 1000;

/**
 * Empties every read table and replays all events, in global order, through the projections. One
 * transaction: readers keep seeing the old tables until the new ones are complete.
 */
export const rebuildProjections = (db: Database): Promise<{ events: number; tables: ReadonlyArray<string> }> =>
  db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${readTables.join(', ')}`);
    let after = 0;
    let count = 0;
    for (;;) {
      const rows = await tx.query<EventRow>(
        'SELECT position, stream_id, version, type, data, occurred_at FROM events WHERE position > $1 ORDER BY position LIMIT $2',
        [after, batchSize],
      );
      await project(tx, rows.map((row) => eventOfRow(DomainEvent, row)));
      count += rows.length;
      const last = rows.at(-1);
      if (last === undefined || rows.length < batchSize) break;
      after = last.position;
    }
    // Every process drops what it cached of the old tables once the new ones commit.
    await tx.announce(everythingChanged);
    return { events: count, tables: readTables };
  });
