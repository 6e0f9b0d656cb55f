import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { appendToStream, ConcurrencyError, readStream } from '../../server/events/event-store';
import { LikeEvent } from '../../server/modules/likes/events';
import { drivers, useDatabase } from './support/database';

const at = new Date('2026-11-22T10:00:00.000Z');
const like = (to: number): LikeEvent => ({ type: 'LikeGiven', data: { from: 1, to, likedAt: at.toISOString() } });

describe.each(drivers)('event store on %s', (driver) => {
  const db = useDatabase(driver);

  it('migrations are recorded and run only once', async () => {
    expect(await migrate(db())).toEqual([]);
    const rows = await db().query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(loadMigrations().map((migration) => migration.name));
  });

  it('appends events with consecutive versions and reads them back decoded', async () => {
    const stored = await db().transaction((tx) => appendToStream(tx, 'likes-a', 0, [like(2), like(3)], at));
    expect(stored.map((event) => event.metadata.version)).toEqual([1, 2]);
    await db().transaction((tx) => appendToStream(tx, 'likes-a', 2, [like(4)], at));
    const events = await readStream(db(), 'likes-a', LikeEvent);
    expect(events.map((event) => [event.metadata.version, event.data])).toEqual([
      [1, like(2).data],
      [2, like(3).data],
      [3, like(4).data],
    ]);
    expect(events[0]?.metadata.occurredAt.toISOString()).toBe(at.toISOString());
    expect(new Set(events.map((event) => event.metadata.position)).size).toBe(3);
  });

  it('refuses an append after the wrong version with a ConcurrencyError, writing nothing', async () => {
    await db().transaction((tx) => appendToStream(tx, 'likes-b', 0, [like(2)], at));
    await expect(db().transaction((tx) => appendToStream(tx, 'likes-b', 0, [like(3)], at))).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(db().transaction((tx) => appendToStream(tx, 'likes-b', 5, [like(3)], at))).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await readStream(db(), 'likes-b', LikeEvent)).toHaveLength(1);
  });

  it('of concurrent appends with the same expected version exactly one wins', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 2 }), async (writers, existing) => {
        const stream = `likes-race-${(run += 1)}`;
        if (existing > 0) await db().transaction((tx) => appendToStream(tx, stream, 0, Array.from({ length: existing }, (_, i) => like(i + 2)), at));
        const results = await Promise.allSettled(
          Array.from({ length: writers }, (_, i) => db().transaction((tx) => appendToStream(tx, stream, existing, [like(100 + i)], at))),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        for (const result of results) {
          if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ConcurrencyError);
        }
        expect(await readStream(db(), stream, LikeEvent)).toHaveLength(existing + 1);
      }),
      { numRuns: 20 },
    );
  });
});
