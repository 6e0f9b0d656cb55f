import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PhotoList } from '../../io/entities/photo';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';
import { useTemporaryPhotoStorage } from './support/photos';
import { drawDemoAvatarsAhead } from '../../server/modules/photos/draw-ahead';
import { createPhotoFiles } from '../../server/modules/photos/photo-files';
import { photoFile } from '../../server/modules/photos/variants';

describe.each(drivers)('demo photos on %s', (driver) => {
  const storage = useTemporaryPhotoStorage();
  const t = useTestApp(driver, { demoMembers: 12, photoStorage: storage });
  const list = async (memberId: number, cookie?: string) =>
    bodyOf(PhotoList, await t.app.inject({ method: 'GET', url: `/api/photos.php?member=${memberId}`, headers: cookie === undefined ? {} : { cookie } })).photos;

  it('gives demo members with a photo 3 to 5 active photos, the first of them main', async () => {
    const counts = await t.db.query<{ member_id: number; active: number; mains: number }>(
      "SELECT member_id, count(*) FILTER (WHERE status = 'active')::int AS active, count(*) FILTER (WHERE main)::int AS mains FROM photos GROUP BY member_id",
    );
    const withPhoto = await t.db.query<{ id: number; thumbhash: string | null }>("SELECT id, main_image->>'thumbhash' AS thumbhash FROM members WHERE main_image IS NOT NULL");
    expect(counts.length).toBeGreaterThanOrEqual(10);
    expect(counts.length).toBe(withPhoto.length);
    // Every card has its placeholder: the avatar's background colour as a ThumbHash.
    for (const { thumbhash } of withPhoto) expect(Buffer.from(thumbhash ?? '', 'base64').length).toBeGreaterThan(5);
    for (const { active, mains } of counts) {
      expect(active).toBeGreaterThanOrEqual(3);
      expect(active).toBeLessThanOrEqual(5);
      expect(mains).toBe(1);
    }
  });

  it('draws a demo photo on first request: a real WebP, different for different members, the same the second time', async () => {
    const [first, second] = (await t.db.query<{ id: number }>("SELECT id FROM members WHERE email IS NULL AND main_image->>'status' = 'active' ORDER BY id LIMIT 2"))
      .map((row) => row.id);
    if (first === undefined || second === undefined) throw new Error('the demo data has too few members with photos');
    const cardOf = async (memberId: number) => {
      const [main] = await list(memberId);
      if (main === undefined) throw new Error(`member ${memberId} has no photo`);
      expect(Buffer.from(main.thumbhash, 'base64').length).toBeGreaterThan(5);
      const response = await t.app.inject({ method: 'GET', url: `/media/${main.files.card}` });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    };
    const card = await cardOf(first);
    expect(await sharp(card).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(card.equals(await cardOf(second))).toBe(false);
    expect(card.equals(await cardOf(first))).toBe(true);
  });

  it('shows the premium login its photo waiting for moderation and the rejected one; others see neither', async () => {
    const cookie = await logIn(t.app, 'premium@rendezvous.test');
    const [row] = await t.db.query<{ id: number }>("SELECT id FROM members WHERE email = 'premium@rendezvous.test'");
    const id = Number(row?.id);
    const own = await list(id, cookie);
    expect(own.filter((p) => p.status === 'pending')).toHaveLength(1);
    expect(own.filter((p) => p.status === 'rejected')).toHaveLength(1);
    const seen = await list(id);
    expect(seen.length).toBe(own.length - 2);
    expect(seen.every((p) => p.status === 'active')).toBe(true);
    // A visitor: the main photo clear, the others blurred and locked.
    expect(seen.map((p) => p.locked)).toEqual(seen.map((p) => !p.main));
  });

  it('draws ahead the main photos first, newest members first, and stops when asked', async () => {
    const files = createPhotoFiles(storage);
    const asked: string[] = [];
    const drawn = await drawDemoAvatarsAhead(t.db, { ...files, thumbhash: async (photo) => { asked.push(photo.photoId); return files.thumbhash(photo); } }, () => asked.length >= 3);
    expect(drawn).toBe(3);
    const rows = await Promise.all(asked.map(async (id) => (await t.db.query<{ member_id: number; main: boolean; signup: Date }>(
      'SELECT p.member_id, p.main, m.signup_date AS signup FROM photos p JOIN members m ON m.id = p.member_id WHERE p.id = $1', [id]))[0]));
    // Main photos (what search cards show) come first, the newest members' first, as search lists them.
    expect(rows.map((row) => row?.main)).toEqual([true, true, true]);
    const signups = rows.map((row) => row?.signup.getTime() ?? 0);
    expect(signups).toEqual([...signups].sort((a, b) => b - a));
    for (const [i, row] of rows.entries()) expect(await storage.get(photoFile(row?.member_id ?? 0, asked[i] ?? '', 'card'))).toBeDefined();
  });
});
