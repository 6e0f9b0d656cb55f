import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PhotoList, PhotoView } from '../../io/entities/photo';
import { ApiError } from '../../io/errors';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { seedDemo } from '../../server/demo/seed';
import { createLocalFileStorage } from '../../server/storage/local-files';
import type { FileStorage } from '../../server/storage/storage';
import { logIn } from './support/app';
import { bodyOf } from './support/body';
import { testClock } from './support/clock';
import { drivers, openTestDatabase, useResource } from './support/database';
import { multipart, stripedJpeg } from './support/photos';

/** The database with a count of the transactions open right now. */
const countingTransactions = (db: Database) => {
  let open = 0;
  const counted: Database = {
    ...db,
    transaction: async (fn) => {
      open += 1;
      try {
        return await db.transaction(fn);
      } finally {
        open -= 1;
      }
    },
  };
  return { db: counted, open: () => open };
};

/** A photo store in a temporary directory that notes, for every file written, how many transactions were open. */
const recordingStorage = (openTransactions: () => number) => {
  const dir = mkdtempSync(join(tmpdir(), 'rendezvous-uploads-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const local = createLocalFileStorage(dir);
  const writes: { key: string; openTransactions: number }[] = [];
  const storage: FileStorage = {
    ...local,
    put: (key, data) => {
      writes.push({ key, openTransactions: openTransactions() });
      return local.put(key, data);
    },
  };
  /** The files stored for a member now, by name. */
  const filesOf = (memberId: number): string[] => {
    try {
      return readdirSync(join(dir, 'photos', String(memberId))).sort();
    } catch {
      return [];
    }
  };
  return { storage, writes, filesOf };
};

describe.each(drivers)('photo uploads on %s', (driver) => {
  let counting: ReturnType<typeof countingTransactions> | undefined;
  const store = recordingStorage(() => counting?.open() ?? 0);
  const get = useResource(async () => {
    const { db, dispose } = await openTestDatabase(driver);
    const clock = testClock();
    await seedDemo(db, clock, { members: 3 });
    counting = countingTransactions(db);
    const app = await buildApp({ clientDir: null, db: counting.db, clock, photoStorage: store.storage, approvesPhotosAutomatically: () => true });
    await app.ready();
    return { value: { app, db }, dispose: async () => { await app.close(); await dispose(); } };
  });

  const memberIdOf = async (email: string): Promise<number> => {
    const [row] = await get().db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [email]);
    if (row === undefined) throw new Error(`no member ${email}`);
    return row.id;
  };
  const upload = (cookie: string, bytes: Buffer, idempotencyKey?: string) => {
    const body = multipart('photo', bytes);
    const key = idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey };
    return get().app.inject({ method: 'POST', url: '/api/photos.php', payload: body.payload, headers: { ...body.headers, cookie, ...key } });
  };
  const photosOf = async (memberId: number, cookie: string) =>
    bodyOf(PhotoList, await get().app.inject({ method: 'GET', url: `/api/photos.php?member=${memberId}`, headers: { cookie } })).photos;
  /** The member's stored files that belong to none of these photos. */
  const strayFiles = (memberId: number, photos: ReadonlyArray<PhotoView>): string[] =>
    store.filesOf(memberId).filter((file) => !photos.some((p) => file.startsWith(`${p.id}-`)));

  it('writes the files of an upload while no transaction is open, and records the photo with an Idempotency-Key', async () => {
    const cookie = await logIn(get().app, 'premium@rendezvous.test');
    const response = await upload(cookie, await stripedJpeg(30), 'outside-1');
    expect(response.statusCode).toBe(201);
    const photo = bodyOf(PhotoView, response);
    const written = store.writes.filter((write) => write.key.includes(photo.id));
    expect(written).toHaveLength(6);
    expect(written.map((write) => write.openTransactions)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('stores one photo for an upload sent twice with one Idempotency-Key, one after the other or at once', async () => {
    const cookie = await logIn(get().app, 'premium@rendezvous.test');
    const me = await memberIdOf('premium@rendezvous.test');
    const before = await photosOf(me, cookie);
    const bytes = await stripedJpeg(80);

    const first = await upload(cookie, bytes, 'replay-1');
    const retry = await upload(cookie, bytes, 'replay-1');
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf(PhotoView, retry)).toEqual(bodyOf(PhotoView, first));

    // Both are processed before either transaction: the one that loses the key answers the winner's photo.
    const racing = await Promise.all([upload(cookie, bytes, 'replay-2'), upload(cookie, bytes, 'replay-2')]);
    expect(racing.map((r) => r.statusCode)).toEqual([201, 201]);
    const [a, b] = racing.map((r) => bodyOf(PhotoView, r));
    expect(a?.id).toBe(b?.id);

    const after = await photosOf(me, cookie);
    expect(after.map((p) => p.id)).toEqual([...before.map((p) => p.id), bodyOf(PhotoView, first).id, a?.id]);
    // Only the recorded photos have files: the retries' own were written, then removed.
    expect(store.writes.filter((write) => write.key.startsWith(`photos/${me}/`)).length).toBeGreaterThanOrEqual(4 * 6);
    expect(strayFiles(me, after)).toEqual([]);
    expect(store.filesOf(me).filter((file) => file.startsWith(`${a?.id ?? ''}-`))).toHaveLength(6);
  });

  it('writes no file for a refused image and keeps none of a photo over the limit', async () => {
    const cookie = await logIn(get().app, 'demo@rendezvous.test');
    const me = await memberIdOf('demo@rendezvous.test');
    const writesBefore = store.writes.length;
    const notAnImage = await upload(cookie, Buffer.from('not an image at all'), 'refused-1');
    expect(bodyOf(ApiError, notAnImage)).toEqual({ error: 'invalid_image', field: 'photo' });
    const jpeg = await stripedJpeg(150);
    const truncated = await upload(cookie, jpeg.subarray(0, jpeg.length / 2));
    expect(bodyOf(ApiError, truncated)).toEqual({ error: 'invalid_image', field: 'photo' });
    expect(store.writes.slice(writesBefore)).toEqual([]);

    // A free member keeps 3 photos: the fourth is processed and stored, then refused, and its files go again.
    for (const hue of [10, 20, 30]) expect((await upload(cookie, await stripedJpeg(hue))).statusCode).toBe(201);
    const kept = store.filesOf(me);
    const overLimit = await upload(cookie, jpeg, 'over-limit-1');
    expect(overLimit.statusCode).toBe(409);
    expect(bodyOf(ApiError, overLimit)).toEqual({ error: 'photo_limit_reached' });
    expect(store.writes.length).toBe(writesBefore + 3 * 6 + 6);
    expect(store.filesOf(me)).toEqual(kept);
  });
});
