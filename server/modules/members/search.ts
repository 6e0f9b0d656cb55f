import type { SearchQuery } from '../../../io/entities/search';
import type { Queryable } from '../../db/database';
import { memberColumns, type MemberRow } from './member-row';

export const pageSize = 24;
export const minimumAge = 18;
export const maximumAge = 120;

export interface SearchFilters {
  readonly query: SearchQuery;
  /** The site's countries: the query's country must be one of them. */
  readonly countries: ReadonlyArray<string>;
  /** Null for a visitor. */
  readonly viewerId: number | null;
  readonly now: Date;
}

/** 'YYYY-MM-DD' of the day `years` before `now` (UTC). */
export const yearsBefore = (now: Date, years: number): string =>
  new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);

const whereOf = ({ query, countries, viewerId, now }: SearchFilters) => {
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  // Search stays inside the site's countries: a country outside them finds nobody.
  const wanted = query.country === undefined ? countries : countries.filter((country) => country === query.country);
  const conditions = [`m.profile_status = 'active'`, wanted.length === 0 ? 'false' : `m.country IN (${wanted.map(param).join(', ')})`];
  if (viewerId !== null) conditions.push(`m.id <> ${param(viewerId)}`);
  // A visitor sees fictional profiles (the operator's) and members who signed up on a site that allows
  // logged-out search: joining a site that promises members-only search keeps one out of every visitor list.
  else conditions.push(`(m.fictional OR m.site IN (SELECT domain FROM sites WHERE settings->'logged_out_search' = 'true'::jsonb))`);
  if (query.gender !== undefined) conditions.push(`m.gender = ${param(query.gender)}`);
  if (query.countryregion !== undefined && query.countryregion !== '') conditions.push(`m.region = ${param(query.countryregion)}`);
  // Aged at least min_age: born on or before that many years ago; at most max_age: born after max_age + 1 years ago.
  if (query.min_age !== undefined) conditions.push(`m.birth_date <= ${param(yearsBefore(now, query.min_age))}::date`);
  if (query.max_age !== undefined) conditions.push(`m.birth_date > ${param(yearsBefore(now, query.max_age + 1))}::date`);
  return { where: conditions.join(' AND '), params };
};

/** One page of members matching the filters (members with a photo first, then the newest) and the total. */
export const searchMembers = async (q: Queryable, filters: SearchFilters): Promise<{ rows: MemberRow[]; total: number }> => {
  const { where, params } = whereOf(filters);
  const page = filters.query.page ?? 1;
  const [count] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM members m WHERE ${where}`, params);
  const rows = await q.query<MemberRow>(
    `SELECT ${memberColumns('m')} FROM members m WHERE ${where}
      ORDER BY (m.main_image IS NULL), m.signup_date DESC, m.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  return { rows, total: count?.total ?? 0 };
};
