import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchQuery, SearchSortKey } from '../../io/entities/search';
import type { Gender } from '../../io/entities/profile-attributes';
import type { Queryable } from '../../server/db/database';
import { ageOn, type MemberRow } from '../../server/modules/members/member-row';
import { countCap, pageSize, searchMembers, type SearchFilters } from '../../server/modules/members/search';
import { drivers, useDatabase } from './support/database';

const now = new Date('2026-11-22T10:00:00.000Z');
const siteCountries = ['NL', 'BE', 'DE'];
const genders: ReadonlyArray<Gender> = ['male', 'female', 'couple', 'trans'];
const regions = ['Noord', 'Zuid'];
const viewerId = 1;

/** A member row as far as search reads it. */
interface Seeded {
  readonly id: number;
  readonly gender: Gender;
  readonly country: string;
  readonly region: string;
  readonly birthDate: string;
  readonly hasPhoto: boolean;
  /** Few distinct times, so that ties on signup_date (broken by id) are common. */
  readonly signupMs: number;
  readonly active: boolean;
  readonly invisible: boolean;
}

const dayMs = 86_400_000;
// Birth dates from 1950 to 2010: around every age bound, including birthdays on the day of `now`.
const birthDate = fc.integer({ min: 0, max: 60 * 365 }).map((days) => new Date(Date.UTC(1950, 0, 1) + days * dayMs).toISOString().slice(0, 10));
const seededMember = (id: number) =>
  fc.record({
    id: fc.constant(id),
    gender: fc.constantFrom(...genders),
    country: fc.constantFrom(...siteCountries, 'US'),
    region: fc.constantFrom(...regions),
    birthDate,
    hasPhoto: fc.boolean(),
    signupMs: fc.integer({ min: 0, max: 5 }).map((n) => Date.UTC(2026, 0, 1) + n * 1000 + (n % 2)),
    active: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
    invisible: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  });
const members = fc.integer({ min: 0, max: 120 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => seededMember(i + 2))));
/** Block pairs among the viewer and the members: [blocker, blocked]. */
const blocks = fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 })).filter(([a, b]) => a !== b && (a === viewerId || b === viewerId)), {
  maxLength: 8,
  selector: ([a, b]) => `${a}-${b}`,
});
const age = fc.integer({ min: 18, max: 80 });
const filters = {
  gender: fc.constantFrom(...genders), country: fc.constantFrom(...siteCountries, 'US'), countryregion: fc.constantFrom(...regions), min_age: age, max_age: age,
};
// Broad searches often, so that many walks span several pages; narrow ones too, for the filters and "similar".
const query: fc.Arbitrary<SearchQuery> = fc.oneof(
  fc.constant({}),
  fc.record({ min_age: age }),
  fc.record({ gender: filters.gender }),
  fc.record(filters, { requiredKeys: [] }),
);

const insertMembers = async (db: Queryable, seeded: ReadonlyArray<Seeded>, blocked: ReadonlyArray<readonly [number, number]>) => {
  await db.query('DELETE FROM members');
  await db.query('DELETE FROM blocks');
  const rows = [{ id: viewerId, gender: 'male', country: 'NL', region: 'Noord', birthDate: '1990-01-01', hasPhoto: true, signupMs: 0, active: true, invisible: false }, ...seeded];
  await db.query(
    `INSERT INTO members (id, site, email, password_hash, name, gender, birth_date, country, region, city, language, fictional, paid_user, credits,
       status, profile_status, main_image, notifications_disabled, signup_date, invisible)
     SELECT m.id, 'localhost', NULL, NULL, 'Lid', m.gender, m.birth_date::date, m.country, m.region, '', 'nl', false, false, 0, 'active',
       CASE WHEN m.active THEN 'active' ELSE 'disabled' END,
       CASE WHEN m.has_photo THEN '{"filename":"a.webp","thumb_filename":"a-thumb.webp","status":"active"}'::jsonb END,
       '[]'::jsonb, m.signup_date::timestamptz, m.invisible
     FROM jsonb_to_recordset($1::jsonb) AS m(id bigint, gender text, birth_date text, country text, region text, has_photo boolean, signup_date text, active boolean, invisible boolean)`,
    [JSON.stringify(rows.map((r) => ({ ...r, birth_date: r.birthDate, has_photo: r.hasPhoto, signup_date: new Date(r.signupMs).toISOString() })))],
  );
  for (const [blocker, blockedId] of blocked) {
    await db.query('INSERT INTO blocks (blocker_id, blocked_id, blocked_at) VALUES ($1, $2, $3)', [blocker, blockedId, now.toISOString()]);
  }
};

/** The spec of a search, written plainly: who may be listed, and in which order. */
const isListable = (m: Seeded, blocked: ReadonlyArray<readonly [number, number]>): boolean =>
  m.active && !m.invisible && siteCountries.includes(m.country) && m.id !== viewerId
  && !blocked.some(([a, b]) => (a === viewerId && b === m.id) || (a === m.id && b === viewerId));

const matches = (m: Seeded, q: SearchQuery): boolean => {
  const ageNow = ageOn(m.birthDate, now);
  return (q.gender === undefined || m.gender === q.gender) && (q.country === undefined || m.country === q.country)
    && (q.countryregion === undefined || m.region === q.countryregion)
    && (q.min_age === undefined || ageNow >= q.min_age) && (q.max_age === undefined || ageNow <= q.max_age);
};

const searchOrder = (a: Seeded, b: Seeded): number => Number(b.hasPhoto) - Number(a.hasPhoto) || b.signupMs - a.signupMs || b.id - a.id;

const filtersOf = (q: SearchQuery): SearchFilters => ({ query: q, countries: siteCountries, viewerId, now });

/** Every page, each from the previous page's `next`, until there is none. */
const walk = async (db: Queryable, q: SearchQuery) => {
  const pages: MemberRow[][] = [];
  let cursor: SearchSortKey | undefined;
  for (;;) {
    const found = await searchMembers(db, filtersOf(cursor === undefined ? q : { ...q, cursor }));
    pages.push(found.rows);
    if (found.next === null) return { pages, first: found };
    if (pages.length > 10) throw new Error('more pages than members');
    cursor = found.next;
  }
};

describe.each(drivers)('keyset search on %s', (driver) => {
  const db = useDatabase(driver);

  it('walks every matching member exactly once, in search order, page by page from the cursors', async () => {
    await fc.assert(
      fc.asyncProperty(members, blocks, query, async (seeded, blocked, q) => {
        await insertMembers(db(), seeded, blocked);
        const expected = seeded.filter((m) => isListable(m, blocked) && matches(m, q)).sort(searchOrder).map((m) => m.id);
        const { pages, first } = await walk(db(), q);
        expect(pages.flat().map((row) => row.id)).toEqual(expected);
        for (const page of pages.slice(0, -1)) expect(page).toHaveLength(pageSize);
        expect(first.total).toBe(expected.length);
        expect(first.capped).toBe(false);
        // Page numbers (an offset) give the same pages as the cursors.
        const second = await searchMembers(db(), filtersOf({ ...q, page: 2 }));
        expect(second.rows.map((row) => row.id)).toEqual(pages[1]?.map((row) => row.id) ?? []);
        // Similar members: only when the first page is not full, never one already listed, never one the
        // viewer may not see, always of the gender asked for.
        const similar = first.similar;
        if (expected.length >= pageSize) expect(similar).toEqual([]);
        const byId = new Map(seeded.map((m) => [m.id, m]));
        for (const row of similar) {
          expect(expected).not.toContain(row.id);
          const member = byId.get(row.id);
          expect(member !== undefined && isListable(member, blocked)).toBe(true);
          if (q.gender !== undefined) expect(row.gender).toBe(q.gender);
        }
        expect(new Set(similar.map((row) => row.id)).size).toBe(similar.length);
        expect(similar.length).toBeLessThanOrEqual(pageSize);
      }),
      { numRuns: 40 },
    );
  });

  it('finds similar members by dropping the region first', async () => {
    const member = (id: number, region: string): Seeded => ({
      id, gender: 'female', country: 'NL', region, birthDate: '1990-06-01', hasPhoto: true, signupMs: Date.UTC(2026, 0, id), active: true, invisible: false,
    });
    await insertMembers(db(), [member(2, 'Noord'), member(3, 'Zuid'), member(4, 'Zuid')], []);
    const found = await searchMembers(db(), filtersOf({ gender: 'female', country: 'NL', countryregion: 'Noord' }));
    expect(found.rows.map((row) => row.id)).toEqual([2]);
    expect(found.similar.map((row) => row.id)).toEqual([4, 3]);
  });

  it(`counts exactly up to ${countCap} and says when there are more`, async () => {
    await db().query('DELETE FROM members');
    await db().query(
      `INSERT INTO members (id, site, name, gender, birth_date, country, region, city, language, fictional, paid_user, credits, status, profile_status,
         notifications_disabled, signup_date)
       SELECT i, 'localhost', 'Lid', 'male', DATE '1990-01-01', 'NL', '', '', 'nl', false, false, 0, 'active', 'active', '[]'::jsonb,
         TIMESTAMPTZ '2026-01-01 00:00:00+00' + i * INTERVAL '1 second'
       FROM generate_series(2, $1::int + 1) AS i`,
      [countCap + 1],
    );
    const over = await searchMembers(db(), filtersOf({}));
    expect({ total: over.total, capped: over.capped }).toEqual({ total: countCap, capped: true });
    await db().query('DELETE FROM members WHERE id = 2');
    const at = await searchMembers(db(), filtersOf({}));
    expect({ total: at.total, capped: at.capped }).toEqual({ total: countCap, capped: false });
  });
});
