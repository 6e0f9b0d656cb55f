import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

const results = contract.searchMembers.response;

describe.each(drivers)('member search on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 300 });
  const search = async (query: string, options: { host?: string; loggedIn?: boolean } = {}) => {
    const cookie = options.loggedIn === false ? undefined : await logIn(t.app);
    return t.app.inject({
      method: 'GET', url: `/api/members.php${query}`,
      headers: { ...(cookie === undefined ? {} : { cookie }), ...(options.host === undefined ? {} : { host: options.host }) },
    });
  };

  it('answers pages of 24 with the total, never the viewer', async () => {
    const first = bodyOf(results, await search(''));
    const viewer = (await t.db.query<{ id: number }>("SELECT id FROM members WHERE email = 'demo@rendezvous.test'"))[0]?.id;
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 24 });
    expect(first.results).toHaveLength(24);
    expect(first.numResults).toBe(302);
    const second = bodyOf(results, await search('?page=2'));
    expect(second.pageNumber).toBe(2);
    const ids = [...first.results, ...second.results].map((member) => member.id);
    expect(new Set(ids).size).toBe(48);
    expect(ids).not.toContain(viewer);
    const last = bodyOf(results, await search('?page=13'));
    expect(last.results).toHaveLength(302 - 12 * 24);
  });

  it('filters by gender, country, region and age', async () => {
    const { results: found, numResults } = bodyOf(results, await search('?gender=female&country=DE&min_age=25&max_age=45'));
    expect(numResults).toBeGreaterThan(0);
    for (const member of found) expect(member).toMatchObject({ gender: 'female', country: 'DE' });
    for (const member of found) expect(member.age >= 25 && member.age <= 45).toBe(true);
    const [sample] = found;
    if (sample === undefined) throw new Error('no member to filter on');
    const byRegion = bodyOf(results, await search(`?country=DE&countryregion=${encodeURIComponent(sample.region)}`));
    expect(byRegion.results.length).toBeGreaterThan(0);
    for (const member of byRegion.results) expect(member.region).toBe(sample.region);
  });

  it('matches the age bounds exactly against the rows', async () => {
    const { numResults } = bodyOf(results, await search('?min_age=30&max_age=30'));
    const ages = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM members WHERE email IS DISTINCT FROM 'demo@rendezvous.test' AND date_part('year', age(DATE '2026-11-22', birth_date)) = 30",
    );
    expect(numResults).toBe(ages[0]?.n);
  });

  it('keeps visitors out where logged-out search is off, and lets them in where it is on', async () => {
    const closed = await search('', { loggedIn: false });
    expect(closed.statusCode).toBe(403);
    expect(bodyOf(ApiError, closed)).toEqual({ error: 'authentication_required' });
    const open = bodyOf(results, await search('', { loggedIn: false, host: 'flirt.localhost' }));
    expect(open.numResults).toBeGreaterThan(0);
    for (const member of open.results) expect(['GB', 'IE', 'NL', 'BE', 'DE']).toContain(member.country);
  });

  it('stays inside the site for a visitor: no member of a members-only site, no demo login, no country outside the site', async () => {
    const members = await t.db.query<{ id: number; site: string; fictional: boolean; country: string }>('SELECT id, site, fictional, country FROM members');
    const byId = new Map(members.map((member) => [member.id, member]));
    const flirtCountries = ['GB', 'IE', 'NL', 'BE', 'DE'];
    const visitorPages = async (query: string) => {
      const first = bodyOf(results, await search(query, { loggedIn: false, host: 'flirt.localhost' }));
      const pages = Math.ceil(first.numResults / first.pageSize);
      const rest = await Promise.all(
        Array.from({ length: pages - 1 }, async (_, i) => bodyOf(results, await search(`${query}${query === '' ? '?' : '&'}page=${i + 2}`, { loggedIn: false, host: 'flirt.localhost' })).results),
      );
      return { total: first.numResults, listed: [...first.results, ...rest.flat()] };
    };
    const { total, listed } = await visitorPages('');
    expect(listed).toHaveLength(total);
    expect(total).toBeGreaterThan(0);
    // localhost forbids visitor search: none of its real members (the demo logins among them) is listed.
    const realOfLocalhost = members.filter((m) => m.site === 'localhost' && !m.fictional && flirtCountries.includes(m.country));
    expect(realOfLocalhost.length).toBeGreaterThan(0);
    for (const member of listed) expect(byId.get(member.id)?.fictional).toBe(true);
    const demoIds = (await t.db.query<{ id: number }>('SELECT id FROM members WHERE email IS NOT NULL')).map((row) => row.id);
    for (const id of demoIds) expect(listed.map((m) => m.id)).not.toContain(id);
    // A country outside the site's finds nobody, for a visitor and for a member.
    expect(bodyOf(results, await search('?country=US', { loggedIn: false, host: 'flirt.localhost' })).numResults).toBe(0);
    expect(bodyOf(results, await search('?country=US', { host: 'flirt.localhost' })).numResults).toBe(0);
    expect(bodyOf(results, await search('?country=US')).numResults).toBeGreaterThan(0);
  });

  it('shows a member the real members of other labels too, inside the site countries', async () => {
    const onFlirt = bodyOf(results, await search('?country=NL', { host: 'flirt.localhost' }));
    const expected = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM members WHERE country = 'NL' AND profile_status = 'active' AND email IS DISTINCT FROM 'demo@rendezvous.test'",
    );
    expect(onFlirt.numResults).toBe(expected[0]?.n);
  });

  it('gives every fictional member the disclosure of the site it is shown on', async () => {
    const flirt = bodyOf(results, await search('?page=1', { loggedIn: false, host: 'flirt.localhost' }));
    const all = [...flirt.results, ...bodyOf(results, await search('?page=2', { loggedIn: false, host: 'flirt.localhost' })).results];
    expect(all.some((member) => member.fictional)).toBe(true);
    for (const member of all.filter((m) => m.fictional)) {
      expect(member).toMatchObject({ fictional_warning: 'Dit profiel is fictief: fysiek contact met dit profiel is niet mogelijk.' });
    }
  });
});
