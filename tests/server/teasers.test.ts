import { describe, expect, it } from 'vitest';
import { MemberTeaser, Teasers } from '../../io/public-page';
import type { Queryable } from '../../server/db/database';
import { useTestApp } from './support/app';
import { drivers } from './support/database';

// Issue 11: the landing's and landers' members, and a member landing's member, follow the visitor rules of
// search whatever logged_out_search says: the site's fictional profiles always, real members only where the
// site allows logged-out search; photos beyond the main one reach a visitor blurred.

/** Visible members in NL (both demo sites serve it) with a photo (search lists those first), real or fictional. */
const idsWhere = async (db: Queryable, fictional: boolean): Promise<number[]> =>
  (
    await db.query<{ id: number }>(
      `SELECT id FROM members WHERE fictional = $1 AND profile_status = 'active' AND NOT invisible AND main_image IS NOT NULL AND country = 'NL' ORDER BY id`,
      [fictional],
    )
  ).map((row) => row.id);

describe.each(drivers)('public teasers on %s', (driver) => {
  const test = useTestApp(driver, { demoMembers: 40 });
  const get = (url: string, host = 'localhost') => test.app.inject({ method: 'GET', url, headers: { host } });

  it('on a site without logged-out search: only the fictional profiles, each with its disclosure', async () => {
    const response = await get('/api/teasers.php');
    expect(response.statusCode).toBe(200);
    const { members } = Teasers.encode(response.json());
    const fictional = new Set(await idsWhere(test.db, true));
    expect(members.length).toBeGreaterThan(0);
    expect(members.length).toBeLessThanOrEqual(12);
    for (const member of members) {
      expect(fictional.has(member.id)).toBe(true);
      expect(member.fictional && member.fictional_warning.trim() !== '').toBe(true);
    }
  });

  it('real members too once they joined a site that allows logged-out search, on any site', async () => {
    const [joinedFlirt] = await idsWhere(test.db, false);
    // The demo's members joined localhost (members only); one of them as if joined on flirt.localhost (allows it),
    // and the newest, so that search order (photo first, then newest) puts it in the first page.
    await test.db.query(`UPDATE members SET site = 'flirt.localhost', signup_date = signup_date + interval '3650 days' WHERE id = $1`, [joinedFlirt]);
    for (const host of ['localhost', 'flirt.localhost']) {
      const { members } = Teasers.encode((await get('/api/teasers.php', host)).json());
      expect(members.filter((member) => !member.fictional).map((member) => member.id)).toEqual([joinedFlirt]);
    }
  });

  it("a member landing's member: a real member only where the site allows it, photos beyond the main one blurred", async () => {
    const [joinedFlirt, joinedHere] = await idsWhere(test.db, false);
    const [fictional] = await idsWhere(test.db, true);
    expect((await get(`/api/member-teaser.php?id=${String(joinedHere)}`, 'flirt.localhost')).statusCode).toBe(404);
    for (const [id, host] of [[fictional, 'localhost'], [joinedFlirt, 'localhost']] as const) {
      const response = await get(`/api/member-teaser.php?id=${String(id)}`, host);
      expect(response.statusCode).toBe(200);
      const teaser = MemberTeaser.encode(response.json());
      expect(teaser.profile.id).toBe(id);
      for (const photo of teaser.photos) expect(photo.locked).toBe(!photo.main);
    }
    expect((await get('/api/member-teaser.php?id=99999999')).statusCode).toBe(404);
    expect((await get('/api/member-teaser.php?id=abc')).json()).toMatchObject({ error: 'invalid_input', field: 'id' });
  });
});
