import type { Gender } from '../../../io/entities/profile-attributes';
import type { Queryable } from '../../db/database';
import { notBlockedSql } from '../blocks/read';
import { memberColumns, type MemberRow } from '../members/member-row';

/** The gender a viewer is most likely looking for; null where the profile does not tell (couple, trans). */
export const preferredGenderOf = (gender: string): Gender | null => (gender === 'male' ? 'female' : gender === 'female' ? 'male' : null);

export interface AutoLikeFilters {
  readonly viewerId: number;
  readonly viewerGender: string;
  /** The site's countries. */
  readonly countries: ReadonlyArray<string>;
}

/**
 * The member an auto-like shows (spec §3 "Auto-like profile"): someone of the site's countries, not the
 * viewer, with an active main image, who has not liked the viewer yet, not in invisible mode and with no block
 * between the two either way. Ranked: real profiles before
 * fictional ones (a "new like" should come from a person), then the gender the viewer looks for, then the
 * newest signup; the order is fixed, so the same viewer sees the same member until that one qualifies no more.
 */
export const findAutoLikeMember = async (q: Queryable, filters: AutoLikeFilters): Promise<MemberRow | undefined> => {
  if (filters.countries.length === 0) return undefined;
  const params: unknown[] = [filters.viewerId, preferredGenderOf(filters.viewerGender)];
  const countries = filters.countries.map((country) => {
    params.push(country);
    return `$${params.length}`;
  });
  const rows = await q.query<MemberRow>(
    `SELECT ${memberColumns('m')} FROM members m
      WHERE m.id <> $1
        AND m.country IN (${countries.join(', ')})
        AND m.profile_status = 'active'
        AND NOT m.invisible
        AND ${notBlockedSql('m.id', '$1')}
        AND m.main_image ->> 'status' = 'active'
        AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_id = m.id AND l.to_id = $1)
      ORDER BY m.fictional, (m.gender IS NOT DISTINCT FROM $2::text) DESC, m.signup_date DESC, m.id DESC
      LIMIT 1`,
    params,
  );
  return rows[0];
};
