import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PhotoList, PhotoView } from '../../io/entities/photo';
import { ApiError } from '../../io/errors';
import { runPhotoCommand } from '../../server/modules/photos/commands';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';
import { multipart, stripedJpeg, useTemporaryPhotoStorage } from './support/photos';

describe.each(drivers)('photos over HTTP on %s', (driver) => {
  let autoApprove = true;
  const t = useTestApp(driver, { demoMembers: 5, photoStorage: useTemporaryPhotoStorage(), approvesPhotosAutomatically: () => autoApprove });
  const cookies: Record<'free' | 'premium' | 'other', () => Promise<string>> = (() => {
    const cache = new Map<string, Promise<string>>();
    const once = (email: string) => () => {
      const found = cache.get(email) ?? logIn(t.app, email);
      cache.set(email, found);
      return found;
    };
    return { free: once('demo@rendezvous.test'), premium: once('premium@rendezvous.test'), other: once('new@rendezvous.test') };
  })();
  const memberIdOf = async (email: string): Promise<number> => {
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [email]);
    if (row === undefined) throw new Error(`no member ${email}`);
    return row.id;
  };

  const upload = async (cookie: string, bytes: Buffer, field = 'photo') =>
    t.app.inject({ method: 'POST', url: '/api/photos.php', ...multipart(field, bytes), headers: { ...multipart(field, bytes).headers, cookie } });
  const list = async (memberId: number, cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/photos.php?member=${memberId}`, headers: cookie === undefined ? {} : { cookie } });
    expect(response.statusCode).toBe(200);
    return bodyOf(PhotoList, response).photos;
  };
  const media = (file: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/media/${file}`, headers: { ...headers, ...(cookie === undefined ? {} : { cookie }) } });
  const mainImage = async (memberId: number) => (await t.db.query<{ main_image: unknown }>('SELECT main_image FROM members WHERE id = $1', [memberId]))[0]?.main_image;

  it('uploads, lists, chooses the main photo and deletes, within the free limit of 3', async () => {
    const cookie = await cookies.free();
    const me = await memberIdOf('demo@rendezvous.test');
    const first = await upload(cookie, await stripedJpeg(40));
    expect(first.statusCode).toBe(201);
    const photo = bodyOf(PhotoView, first);
    expect(photo).toMatchObject({ status: 'active', main: true, locked: false });
    expect(photo.files.card).toBe(`photos/${me}/${photo.id}-card.webp`);
    expect(Buffer.from(photo.thumbhash, 'base64').length).toBeGreaterThan(5);
    expect(await mainImage(me)).toEqual({ filename: photo.files.full, thumb_filename: photo.files.card, status: 'active', thumbhash: photo.thumbhash });

    const second = bodyOf(PhotoView, await upload(cookie, await stripedJpeg(90)));
    const third = bodyOf(PhotoView, await upload(cookie, await stripedJpeg(140)));
    expect([second.main, third.main]).toEqual([false, false]);
    const refused = await upload(cookie, await stripedJpeg(190));
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(ApiError, refused)).toEqual({ error: 'photo_limit_reached' });
    expect((await list(me, cookie)).map((p) => p.id)).toEqual([photo.id, second.id, third.id]);

    const chosen = await t.app.inject({ method: 'PUT', url: '/api/photos.php', payload: { id: third.id }, headers: { cookie } });
    expect(chosen.statusCode).toBe(200);
    expect(bodyOf(PhotoList, chosen).photos.map((p) => [p.id, p.main])).toEqual([[third.id, true], [photo.id, false], [second.id, false]]);
    expect(await mainImage(me)).toMatchObject({ thumb_filename: third.files.card, thumbhash: third.thumbhash });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/photos.php?id=${third.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    // The main photo went: the oldest remaining one is main now, and its files are gone from the store.
    expect(bodyOf(PhotoList, deleted).photos.map((p) => [p.id, p.main])).toEqual([[photo.id, true], [second.id, false]]);
    expect(await mainImage(me)).toMatchObject({ thumb_filename: photo.files.card });
    expect((await media(third.files.card, cookie)).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/photos.php?id=${third.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    // Room again for a third photo.
    expect((await upload(cookie, await stripedJpeg(220))).statusCode).toBe(201);
  });

  it('refuses what is not a photo with 400 invalid_image, a missing file with 400 naming photo, and an oversized one with 413', async () => {
    const cookie = await cookies.other();
    const text = await upload(cookie, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(400);
    expect(bodyOf(ApiError, text)).toEqual({ error: 'invalid_image', field: 'photo' });
    const jpeg = await stripedJpeg(10);
    const truncated = await upload(cookie, jpeg.subarray(0, jpeg.length / 2));
    expect(bodyOf(ApiError, truncated)).toEqual({ error: 'invalid_image', field: 'photo' });
    const wrongField = await upload(cookie, jpeg, 'picture');
    expect(wrongField.statusCode).toBe(400);
    expect(bodyOf(ApiError, wrongField)).toEqual({ error: 'invalid_input', field: 'photo' });
    const json = await t.app.inject({ method: 'POST', url: '/api/photos.php', payload: { photo: 'x' }, headers: { cookie } });
    expect(json.statusCode).toBe(400);
    expect(bodyOf(ApiError, json).field).toBeDefined();
    const huge = await upload(cookie, Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(bodyOf(ApiError, huge)).toEqual({ error: 'payload_too_large', field: 'photo' });
    expect(await list(await memberIdOf('new@rendezvous.test'), cookie)).toEqual([]);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/photos.php', ...multipart('photo', jpeg) });
    expect(visitor.statusCode).toBe(403);
  });

  it('gives free members and visitors only blurred files of photos that are not main, and 404 on the clear URL', async () => {
    const owner = await memberIdOf('demo@rendezvous.test');
    const asPremium = await list(owner, await cookies.premium());
    const notMain = asPremium.find((p) => !p.main);
    const main = asPremium.find((p) => p.main);
    if (notMain === undefined || main === undefined) throw new Error('the owner needs a main photo and another');
    expect(asPremium.every((p) => !p.locked)).toBe(true);
    const clear = await media(notMain.files.full, await cookies.premium());
    expect(clear.statusCode).toBe(200);
    expect(clear.headers['content-type']).toBe('image/webp');
    expect(clear.headers['cache-control']).toBe('private, no-store');

    for (const viewer of [await cookies.other(), undefined]) {
      const seen = await list(owner, viewer);
      expect(seen.find((p) => p.id === main.id)).toMatchObject({ locked: false, files: main.files });
      const locked = seen.find((p) => p.id === notMain.id);
      expect(locked?.locked).toBe(true);
      expect(locked?.files.full).toBe(notMain.files.full.replace('-full.webp', '-full-blurred.webp'));
      // The URL copied from the premium member's list: refused, with the same answer as a photo that does not exist.
      const copied = await media(notMain.files.full, viewer);
      expect(copied.statusCode).toBe(404);
      expect(bodyOf(ApiError, copied)).toEqual({ error: 'not_found' });
      expect((await media(notMain.files.card, viewer)).statusCode).toBe(404);
      expect((await media(notMain.files.full, viewer, { 'if-none-match': String(clear.headers['etag']) })).statusCode).toBe(404);
      const blurred = await media(locked?.files.full ?? '', viewer);
      expect(blurred.statusCode).toBe(200);
      expect(blurred.headers['cache-control']).toBe('public, max-age=86400');
      expect(blurred.rawPayload.equals(clear.rawPayload)).toBe(false);
      expect(blurred.rawPayload.length).toBeLessThan(clear.rawPayload.length / 2);
      const mainFile = await media(main.files.card, viewer);
      expect(mainFile.statusCode).toBe(200);
      expect(mainFile.headers['cache-control']).toBe('private, no-cache');
    }
    // The owner gets every file clear.
    expect((await media(notMain.files.full, await cookies.free())).rawPayload.equals(clear.rawPayload)).toBe(true);
  });

  it('shows pending and rejected photos only to their owner', async () => {
    const cookie = await cookies.other();
    const owner = await memberIdOf('new@rendezvous.test');
    autoApprove = false;
    const pending = bodyOf(PhotoView, await upload(cookie, await stripedJpeg(60)));
    autoApprove = true;
    expect(pending).toMatchObject({ status: 'pending', main: true });
    expect(await mainImage(owner)).toMatchObject({ status: 'pending' });
    expect((await list(owner, cookie)).map((p) => p.id)).toEqual([pending.id]);
    expect(await list(owner, await cookies.premium())).toEqual([]);
    expect(await list(owner)).toEqual([]);
    expect((await media(pending.files.card, await cookies.premium())).statusCode).toBe(404);
    expect((await media(pending.files.card.replace('-card', '-card-blurred'))).statusCode).toBe(404);
    expect((await media(pending.files.card, cookie)).statusCode).toBe(200);

    await t.db.transaction((tx) => runPhotoCommand(tx, { type: 'ApprovePhoto', data: { memberId: owner, photoId: pending.id, at: t.clock.now() } }));
    expect((await list(owner)).map((p) => [p.id, p.locked])).toEqual([[pending.id, false]]);
    expect(await mainImage(owner)).toMatchObject({ status: 'active' });
    await t.db.transaction((tx) => runPhotoCommand(tx, { type: 'RejectPhoto', data: { memberId: owner, photoId: pending.id, at: t.clock.now() } }));
    expect(await list(owner)).toEqual([]);
    expect((await list(owner, cookie)).map((p) => p.status)).toEqual(['rejected']);
    expect((await media(pending.files.card, await cookies.premium())).statusCode).toBe(404);
  });

  it('takes a photo of several megabytes (the 64 kB limit of JSON bodies does not apply to the upload)', async () => {
    const width = 1600;
    const height = 1200;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2_654_435_761) >>> 24;
    const big = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 98 }).toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const response = await upload(await cookies.premium(), big);
    expect(response.statusCode).toBe(201);
    expect(bodyOf(PhotoView, response).status).toBe('active');
  });

  it('records an upload retried with the same Idempotency-Key once, and answers the retry alike', async () => {
    const cookie = await cookies.premium();
    const me = await memberIdOf('premium@rendezvous.test');
    const before = (await list(me, cookie)).length;
    const body = multipart('photo', await stripedJpeg(77));
    const send = () => t.app.inject({ method: 'POST', url: '/api/photos.php', payload: body.payload, headers: { ...body.headers, cookie, 'idempotency-key': 'upload-1' } });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf(PhotoView, retry).id).toBe(bodyOf(PhotoView, first).id);
    expect((await list(me, cookie)).length).toBe(before + 1);
  });

  it('answers 404 for unknown members, photos and malformed file names', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/photos.php?member=999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/photos.php?member=abc' })).statusCode).toBe(400);
    for (const file of ['photos/1/AAAAAAAAAAAAAAAAAAAAAA-card.webp', 'photos/1/short-card.webp', 'photos/0/AAAAAAAAAAAAAAAAAAAAAA-card.webp', 'photos/1/..%2F..%2Fetc-card.webp']) {
      expect((await media(file)).statusCode).toBe(404);
    }
  });
});
