import { maximumSearchAge, minimumSearchAge, type SearchQuery, type SearchSortKey } from '../../../io/entities/search';
import type { Queryable } from '../../db/database';
import { notBlockedSql } from '../blocks/read';
import { memberColumns, type MemberRow } from './member-row';

export const pageSize = 24;
export { minimumSearchAge as minimumAge, maximumSearchAge as maximumAge };
/** Counting stops here: an exact count of a broad search over a million members is the slow part. */
export const countCap = 1000;
/** "Similar members" widen the age range by this many years on each side first. */
const similarAgeWidening = 5;

export interface SearchFilters {
  readonly query: SearchQuery;
  /** The site's countries: the query's country must be one of them. */
  readonly countries: ReadonlyArray<string>;
  /** Null for a visitor. */
  readonly viewerId: number | null;
  readonly now: Date;
}

export interface SearchPage {
  readonly rows: MemberRow[];
  /** Exact up to countCap; `capped` when there are more. */
  readonly total: number;
  readonly capped: boolean;
  /** The sort key of the page's last row when another page follows. */
  readonly next: SearchSortKey | null;
  /** Members of relaxed filters, when the first page is not full. */
  readonly similar: MemberRow[];
}

/** 'YYYY-MM-DD' of the day `years` before `now` (UTC). */
export const yearsBefore = (now: Date, years: number): string =>
  new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);

/** What a search filters on; the query's paging fields left out. */
type Criteria = Pick<SearchQuery, 'gender' | 'country' | 'countryregion' | 'min_age' | 'max_age'>;

const criteriaOf = ({ gender, country, countryregion, min_age, max_age }: SearchQuery): Criteria => ({ gender, country, countryregion, min_age, max_age });

/**
 * The sort order, every part descending so that one row comparison continues it: members with a photo
 * first, then the newest signup, then the highest id (unique, so the order is total and no row is skipped
 * or repeated between pages). migrations/007_search.sql indexes exactly these expressions.
 */
const sortKeySql = '((m.main_image IS NOT NULL), m.signup_date, m.id)';
const orderSql = 'ORDER BY (m.main_image IS NOT NULL) DESC, m.signup_date DESC, m.id DESC';

const whereOf = (criteria: Criteria, { countries, viewerId, now }: SearchFilters, excluded: ReadonlyArray<number> = []) => {
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  // Search stays inside the site's countries: a country outside them finds nobody.
  const wanted = criteria.country === undefined ? countries : countries.filter((country) => country === criteria.country);
  // These two conditions are the predicate of the search indexes: keep them literally as they are.
  const conditions = [`m.profile_status = 'active'`, 'NOT m.invisible', wanted.length === 0 ? 'false' : `m.country IN (${wanted.map(param).join(', ')})`];
  if (viewerId !== null) {
    const viewer = param(viewerId);
    conditions.push(`m.id <> ${viewer}`, notBlockedSql('m.id', viewer));
  }
  // A visitor sees fictional profiles (the operator's) and members who signed up on a site that allows
  // logged-out search: joining a site that promises members-only search keeps one out of every visitor list.
  else conditions.push(`(m.fictional OR m.site IN (SELECT domain FROM sites WHERE settings->'logged_out_search' = 'true'::jsonb))`);
  if (criteria.gender !== undefined) conditions.push(`m.gender = ${param(criteria.gender)}`);
  if (criteria.countryregion !== undefined && criteria.countryregion !== '') conditions.push(`m.region = ${param(criteria.countryregion)}`);
  // Aged at least min_age: born on or before that many years ago; at most max_age: born after max_age + 1 years ago.
  if (criteria.min_age !== undefined) conditions.push(`m.birth_date <= ${param(yearsBefore(now, criteria.min_age))}::date`);
  if (criteria.max_age !== undefined) conditions.push(`m.birth_date > ${param(yearsBefore(now, criteria.max_age + 1))}::date`);
  if (excluded.length > 0) conditions.push(`m.id <> ALL(${param(excluded)}::bigint[])`);
  return { where: conditions.join(' AND '), param, params };
};

export const sortKeyOf = (row: MemberRow): SearchSortKey => ({ hasPhoto: row.main_image !== null, signupMs: row.signup_date.getTime(), id: row.id });

/** Up to `limit` matching rows in search order, after `after` (a cursor) or else skipping `offset` rows. */
const pageOf = async (q: Queryable, criteria: Criteria, filters: SearchFilters, limit: number, position: { after?: SearchSortKey; offset?: number }) => {
  const { where, param, params } = whereOf(criteria, filters);
  const after = position.after;
  const keyset =
    after === undefined ? '' : ` AND ${sortKeySql} < (${param(after.hasPhoto)}::boolean, ${param(new Date(after.signupMs).toISOString())}::timestamptz, ${param(after.id)}::bigint)`;
  const offset = after === undefined && (position.offset ?? 0) > 0 ? ` OFFSET ${position.offset ?? 0}` : '';
  return q.query<MemberRow>(`SELECT ${memberColumns('m')} FROM members m WHERE ${where}${keyset} ${orderSql} LIMIT ${limit}${offset}`, params);
};

/** How many rows match, counted up to countCap + 1 at most. */
const cappedCount = async (q: Queryable, criteria: Criteria, filters: SearchFilters): Promise<number> => {
  const { where, params } = whereOf(criteria, filters);
  const [row] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM (SELECT 1 FROM members m WHERE ${where} LIMIT ${countCap + 1}) AS matches`, params);
  return row?.total ?? 0;
};

const widened = (age: number | undefined, by: number): number | undefined =>
  age === undefined ? undefined : Math.min(maximumSearchAge, Math.max(minimumSearchAge, age + by));

/**
 * The relaxed searches behind "similar members", in order: without the region, then with the age range
 * widened, then without an age range, then in all of the site's countries. Gender is always kept.
 */
const relaxationsOf = (criteria: Criteria): Criteria[] => {
  const anyRegion = { ...criteria, countryregion: undefined };
  const widerAges = { ...anyRegion, min_age: widened(criteria.min_age, -similarAgeWidening), max_age: widened(criteria.max_age, similarAgeWidening) };
  const anyAge = { ...anyRegion, min_age: undefined, max_age: undefined };
  const anyCountry = { ...anyAge, country: undefined };
  const steps = [criteria, anyRegion, widerAges, anyAge, anyCountry];
  const keyOf = (c: Criteria) => JSON.stringify([c.gender, c.country, c.countryregion || undefined, c.min_age, c.max_age]);
  return steps.filter((step, i) => i > 0 && steps.slice(0, i).every((earlier) => keyOf(earlier) !== keyOf(step)));
};

/** Up to one page of members found by the relaxations and not already listed, the closest relaxation first. */
const similarTo = async (q: Queryable, criteria: Criteria, filters: SearchFilters, listed: ReadonlyArray<MemberRow>): Promise<MemberRow[]> => {
  const found: MemberRow[] = [];
  for (const relaxed of relaxationsOf(criteria)) {
    if (found.length >= pageSize) break;
    const excluded = [...listed, ...found].map((row) => row.id);
    const { where, params } = whereOf(relaxed, filters, excluded);
    found.push(...(await q.query<MemberRow>(`SELECT ${memberColumns('m')} FROM members m WHERE ${where} ${orderSql} LIMIT ${pageSize - found.length}`, params)));
  }
  return found;
};

/**
 * One page of the members matching the filters, in search order: after the query's cursor (keyset: as fast
 * at page 1,000 as at page 1), or else at its page number (an offset, for the first pages of older clients).
 */
export const searchMembers = async (q: Queryable, filters: SearchFilters): Promise<SearchPage> => {
  const { query } = filters;
  const criteria = criteriaOf(query);
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const [count, fetched] = await Promise.all([
    cappedCount(q, criteria, filters),
    pageOf(q, criteria, filters, pageSize + 1, query.cursor === undefined ? { offset } : { after: query.cursor }),
  ]);
  const rows = fetched.slice(0, pageSize);
  const last = rows.at(-1);
  const next = fetched.length > pageSize && last !== undefined ? sortKeyOf(last) : null;
  const isFirstPage = query.cursor === undefined && offset === 0;
  const similar = isFirstPage && count < pageSize ? await similarTo(q, criteria, filters, rows) : [];
  return { rows, total: Math.min(count, countCap), capped: count > countCap, next, similar };
};
