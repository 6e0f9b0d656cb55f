// Search at scale: p50/p99 of a filtered member search (country + gender + age range) at page 1 and at
// page 1,000, over 1,000,000 members on PostgreSQL, through the same searchMembers the route uses.
//
//   bash scripts/bench.sh --search      (part of `npm run bench`; BENCH_MEMBERS=n to change the size)
//
// The members are written straight into the read table with one INSERT ... SELECT generate_series, not
// through MemberRegistered events: a benchmark of the read side needs the rows, and a million commands
// would take the whole run. The rows look like the product's: 4 countries, 46 % men, 46 % women, 4 % couples, 4 % trans, ages 18 to 70,
// 70 % with a photo, 3 % disabled, 2 % invisible, signups over three years (millisecond precision, as
// events write them). The viewer has blocked some members and been blocked by others, so the block
// conditions are part of the measured query. Page 1,000 starts at the cursor of row 24,000, found once
// per filter before timing (what following 999 `next` cursors would reach). Page 1,000 needs 24,000 matches: about 1,000,000 members are needed for that.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { SearchQuery } from '../io/entities/search';
import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { openPostgres } from '../server/db/postgres';
import { pageSize, searchMembers, sortKeyOf, type SearchFilters } from '../server/modules/members/search';
import type { MemberRow } from '../server/modules/members/member-row';

const memberCount = Number(process.env['BENCH_MEMBERS'] ?? 1_000_000);
const samples = 300;
const deepPage = 1_000;
const targetP99Ms = 30;
const countries = ['NL', 'BE', 'DE', 'GB'];
const genders = ['male', 'female'] as const;
const now = new Date('2026-11-22T10:00:00.000Z');
const viewerId = 1;

const progress = (message: string) => process.stderr.write(`bench search: ${message}\n`);

/** A fresh database of its own on the server (dropped again at the end). */
const openDatabase = async (adminUrl: string): Promise<{ db: Database; dispose: () => Promise<void> }> => {
  const name = `rdv_search_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(adminUrl, 1);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    db,
    dispose: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
};

const seed = async (db: Database): Promise<void> => {
  // Deterministic pseudo-random columns from the row number (hashtext), so every run has the same data.
  await db.exec(`
    INSERT INTO members (id, site, email, password_hash, name, gender, birth_date, country, region, city, language, fictional,
      paid_user, credits, status, profile_status, main_image, notifications_disabled, signup_date, invisible)
    SELECT i, 'localhost', NULL, NULL, 'Lid ' || i,
      CASE WHEN abs(hashtext('g' || i)::bigint) % 100 < 46 THEN 'male' WHEN abs(hashtext('g' || i)::bigint) % 100 < 92 THEN 'female'
        WHEN abs(hashtext('g' || i)::bigint) % 100 < 96 THEN 'couple' ELSE 'trans' END,
      DATE '1956-11-22' + (abs(hashtext('b' || i)::bigint) % (52 * 365))::int,
      (ARRAY['${countries.join("','")}'])[1 + (abs(hashtext('c' || i)::bigint) % ${countries.length})::int],
      'Regio ' || (abs(hashtext('r' || i)::bigint) % 12), 'Stad', 'nl', abs(hashtext('f' || i)::bigint) % 20 = 0,
      false, 0, 'active',
      CASE WHEN abs(hashtext('d' || i)::bigint) % 100 < 3 THEN 'disabled' ELSE 'active' END,
      CASE WHEN abs(hashtext('p' || i)::bigint) % 10 < 7
        THEN jsonb_build_object('filename', i || '.webp', 'thumb_filename', i || '-thumb.webp', 'status', 'active') END,
      '[]'::jsonb,
      date_trunc('milliseconds', TIMESTAMPTZ '2023-11-22 00:00:00+00' + (abs(hashtext('s' || i)::bigint) * 44 % (3::bigint * 365 * 86400000)) * INTERVAL '1 millisecond'),
      abs(hashtext('v' || i)::bigint) % 100 < 2
    FROM generate_series(1, ${memberCount}) AS i;
    INSERT INTO blocks (blocker_id, blocked_id, blocked_at)
      SELECT ${viewerId}, i, TIMESTAMPTZ '2026-11-01 00:00:00+00' FROM generate_series(2, 5000, 97) AS i;
    INSERT INTO blocks (blocker_id, blocked_id, blocked_at)
      SELECT i, ${viewerId}, TIMESTAMPTZ '2026-11-01 00:00:00+00' FROM generate_series(3, 5000, 89) AS i;
  `);
  await db.exec('VACUUM ANALYZE blocks');
  // As autovacuum leaves a table that has settled: statistics for the planner, and a visibility map so that
  // the capped count is an index-only scan. A VACUUM right after the bulk insert may leave pages unmarked
  // (a snapshot still open somewhere, e.g. autovacuum's own analyze): vacuum again until they are marked.
  for (let round = 1; round <= 3; round += 1) {
    await db.exec('VACUUM ANALYZE members');
    const [pages] = await db.query<{ visible: number; total: number }>("SELECT relallvisible AS visible, relpages AS total FROM pg_class WHERE relname = 'members'");
    const share = pages === undefined || pages.total === 0 ? 0 : pages.visible / pages.total;
    progress(`vacuum ${round}: ${(share * 100).toFixed(0)} % of the members pages all-visible`);
    if (share > 0.99) return;
  }
};

/** The filtered searches timed: every country, men and women, age windows of 20 to 30 years. */
const filtersOf = (i: number): SearchQuery => {
  const min = 20 + ((i * 7) % 15);
  return { country: countries[i % countries.length], gender: genders[Math.floor(i / countries.length) % genders.length], min_age: min, max_age: min + 20 + (i % 11) };
};

const filtersFor = (query: SearchQuery): SearchFilters => ({ query, countries, viewerId, now });

/** The cursor at row `row` of a filter's results (the key of the row before it), or of its last row. */
const cursorAt = async (db: Database, query: SearchQuery, row: number) => {
  const found = await searchMembers(db, filtersFor({ ...query, page: Math.floor(row / pageSize) }));
  const last: MemberRow | undefined = found.rows.at(-1);
  if (last === undefined) throw new Error(`no row ${row} for ${JSON.stringify(query)}`);
  return sortKeyOf(last);
};

const percentile = (sorted: ReadonlyArray<number>, p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const time = async (db: Database, queries: ReadonlyArray<SearchQuery>) => {
  const durations: number[] = [];
  for (const query of queries) {
    const started = process.hrtime.bigint();
    const found = await searchMembers(db, filtersFor(query));
    durations.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (found.rows.length !== pageSize) throw new Error(`a short page (${found.rows.length}) for ${JSON.stringify(query)}`);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p99: percentile(durations, 99), max: durations.at(-1) ?? NaN };
};

/** Seeds a fresh database on the PostgreSQL server at `url` (dropped again afterwards) and returns the report. */
export const runSearchBench = async (url: string): Promise<string> => {
  const { db, dispose } = await openDatabase(url);
  try {
    await migrate(db);
    progress(`seeding ${memberCount.toLocaleString('en')} members`);
    const seeding = Date.now();
    await seed(db);
    progress(`seeded and analysed in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    const queries = Array.from({ length: samples }, (_, i) => filtersOf(i));
    const distinct = [...new Map(queries.map((q) => [JSON.stringify(q), q])).values()];
    progress(`finding the cursor of row ${(deepPage - 1) * pageSize} for ${distinct.length} filters`);
    const deepCursors = new Map<string, SearchQuery>();
    for (const query of distinct) deepCursors.set(JSON.stringify(query), { ...query, page: deepPage, cursor: await cursorAt(db, query, (deepPage - 1) * pageSize) });
    const [sample] = distinct;
    if (sample !== undefined) {
      const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM members m WHERE m.country = $1 AND m.gender = $2 AND m.profile_status = 'active' AND NOT m.invisible`,
        [sample.country, sample.gender],
      );
      progress(`e.g. ${JSON.stringify(sample)}: ${total.toLocaleString('en')} members of that country and gender`);
    }
    progress('warming up');
    await time(db, queries.slice(0, 30));
    progress(`timing ${samples} searches at page 1, then ${samples} at page ${deepPage}`);
    const first = await time(db, queries);
    const deep = await time(db, queries.map((q) => deepCursors.get(JSON.stringify(q)) ?? q));
    const verdict = (p99: number) => (p99 <= targetP99Ms ? 'met' : 'MISSED');
    const [{ version } = { version: '?' }] = await db.query<{ version: string }>("SELECT current_setting('server_version') AS version");
    return [
      `Search over ${memberCount.toLocaleString('en')} members, PostgreSQL ${version}: country + gender + age range, ${samples} searches each`,
      '  page    p50 ms  p99 ms  max ms  target p99 ≤ 30 ms',
      ...([['1', first], [String(deepPage), deep]] as const).map(([page, figures]) =>
        `  ${page.padEnd(8)}${figures.p50.toFixed(1).padStart(6)}  ${figures.p99.toFixed(1).padStart(6)}  ${figures.max.toFixed(1).padStart(6)}  ${verdict(figures.p99)}`),
      '  (one call of searchMembers: the page of 24 + 1, and the count capped at 1,000, on two connections of the pool)',
    ].join('\n');
  } finally {
    await dispose();
  }
};

// Run alone: `bash scripts/bench.sh --search` (or under scripts/pg-throwaway.sh with TEST_DATABASE_URL).
if (process.argv[1] !== undefined && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
  if (url === undefined || url === '') throw new Error('no database: run `bash scripts/bench.sh --search`');
  console.log(`\n${await runSearchBench(url)}`);
}
