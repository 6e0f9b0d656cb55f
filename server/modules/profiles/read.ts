import type { Queryable } from '../../db/database';
import { visibleToVisitorsSql } from '../members/find';
import { profileColumns, type ProfileRow } from '../members/member-row';

export type ViewableRow = ProfileRow & { readonly liked_by_viewer: boolean; readonly likes_viewer: boolean };

export interface ProfileLookup {
  readonly id: number;
  /** The site's countries: a member living elsewhere is not on this site. */
  readonly countries: ReadonlyArray<string>;
  /** Null for a visitor. */
  readonly viewerId: number | null;
}

/**
 * The member as this viewer may see them, with the likes between the two, in one query; undefined for an
 * unknown or disabled member, one outside the site's countries, and, for a visitor, a member the
 * visitor search would not list either.
 */
export const findViewableProfile = async (q: Queryable, { id, countries, viewerId }: ProfileLookup): Promise<ViewableRow | undefined> => {
  if (countries.length === 0) return undefined;
  const countryParams = countries.map((_, i) => `$${i + 3}`).join(', ');
  const visitorRule = viewerId === null ? `AND ${visibleToVisitorsSql('m')}` : '';
  const rows = await q.query<ViewableRow>(
    `SELECT ${profileColumns('m')},
       EXISTS (SELECT 1 FROM likes l WHERE l.from_id = $2 AND l.to_id = m.id) AS liked_by_viewer,
       EXISTS (SELECT 1 FROM likes l WHERE l.from_id = m.id AND l.to_id = $2) AS likes_viewer
     FROM members m
     WHERE m.id = $1 AND m.profile_status = 'active' AND m.country IN (${countryParams}) ${visitorRule}`,
    [id, viewerId ?? 0, ...countries],
  );
  return rows[0];
};
