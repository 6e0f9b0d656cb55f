import { describe, expect, it } from 'vitest';
import { ApiError } from '../../io/errors';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { avatarImage } from '../../server/modules/media/avatar';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';

/**
 * The SVG silhouettes of /media/avatars, which main_image named before photos existed (a database seeded
 * then). The demo seed now gives photos (tests/server/photos*.test.ts), so these members get a silhouette here.
 */
describe.each(drivers)('media avatars on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 30 });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const idsWhere = async (condition: string) =>
    (await t.db.query<{ id: number }>(`SELECT id FROM members WHERE ${condition} ORDER BY id`)).map((row) => row.id);

  const expectNotFound = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'not_found' });
  };

  const withAvatars = async (): Promise<number[]> => {
    const given = await idsWhere("main_image->>'filename' LIKE 'avatars/%'");
    if (given.length > 0) return given;
    const chosen = (await idsWhere('main_image IS NULL')).slice(0, 2);
    for (const id of chosen) {
      await t.db.transaction((tx) => runAccountCommand(tx, id, { type: 'SetMainImage', data: { image: avatarImage(id), at: t.clock.now() } }));
    }
    return chosen;
  };

  it('draws the active photo of an existing member as cacheable SVG, the same every time', async () => {
    const [id, other] = await withAvatars();
    if (id === undefined || other === undefined) throw new Error('the demo data has no members with a photo');
    const full = await get(`/media/avatars/${id}.svg`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(full.headers['cache-control']).toContain('max-age=');
    expect(full.body).toMatch(/^<svg [^>]*width="400"/);
    expect((await get(`/media/avatars/${id}.svg`)).body).toBe(full.body);
    expect((await get(`/media/avatars/${other}.svg`)).body).not.toBe(full.body);
    expect((await get(`/media/avatars/${id}-thumb.svg`)).body).toMatch(/^<svg [^>]*width="96"/);
    expect((await get(`/media/avatars/${id}.svg`, { 'if-none-match': String(full.headers['etag']) })).statusCode).toBe(304);
  });

  it('answers 404 not_found for a member that does not exist, one without a photo, and malformed names', async () => {
    await expectNotFound('/media/avatars/999999.svg');
    await withAvatars();
    const [withoutPhoto] = await idsWhere('main_image IS NULL');
    if (withoutPhoto === undefined) throw new Error('the demo data has no member without a photo');
    await expectNotFound(`/media/avatars/${withoutPhoto}.svg`);
    await expectNotFound(`/media/avatars/${withoutPhoto}-thumb.svg`);
    for (const bad of ['0.svg', '12.png', '..%2Fsecret.svg', 'abc.svg']) await expectNotFound(`/media/avatars/${bad}`);
  });

  it('answers 404 for a photo that is not active, even to a cached copy', async () => {
    const [id] = await withAvatars();
    if (id === undefined) throw new Error('no member with a photo');
    const etag = String((await get(`/media/avatars/${id}.svg`)).headers['etag']);
    await t.db.transaction((tx) =>
      runAccountCommand(tx, id, { type: 'SetMainImage', data: { image: { ...avatarImage(id), status: 'pending' }, at: t.clock.now() } }),
    );
    await expectNotFound(`/media/avatars/${id}.svg`);
    expect((await get(`/media/avatars/${id}.svg`, { 'if-none-match': etag })).statusCode).toBe(404);
  });
});
