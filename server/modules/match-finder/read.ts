import * as t from 'io-ts';
import type { Suggestion } from '../../../io/entities/like';
import type { Settings } from '../../../io/entities/settings';
import { Gender, InterestTag } from '../../../io/entities/profile-attributes';
import type { Queryable } from '../../db/database';
import { findProfile } from '../members/find';
import { ageOn, checked, profileColumns, summaryOf, type ProfileRow } from '../members/member-row';
import { yearsBefore } from '../members/search';
import { shownToMemberSql } from '../members/shown-to';
import { lookingFor, sexualityOf } from './looking-for';
import { preferencesOf, rankSuggestions, type Candidate, type Traits } from './rank';

/** Each of the candidate pools (likers, neighbours, the age range) is read up to this many rows. */
const poolSize = 100;
/** The latest likes that describe whom the member likes. */
const likedSample = 50;

const Interests = t.array(InterestTag);

const traitsOf = (row: ProfileRow, now: Date): Traits => ({
  age: ageOn(row.birth_date, now),
  country: row.country,
  region: row.region,
  interests: checked(Interests, row.interests, 'interests'),
});

type PoolRow = ProfileRow & { readonly liked_you: boolean };

/**
 * Three bounded pools of members the site shows the viewer, of a gender they look for and not liked yet,
 * each in search order (so the search indexes serve them): those who liked the viewer; those of the age
 * range in the viewer's region; those of the age range anywhere on the site.
 */
const candidatePools = async (q: Queryable, seeker: ProfileRow, countries: ReadonlyArray<string>, now: Date): Promise<PoolRow[]> => {
  const { minAge, maxAge } = preferencesOf(ageOn(seeker.birth_date, now));
  const genders = lookingFor(checked(Gender, seeker.gender, 'gender'), sexualityOf(seeker.attributes));
  const likedYou = 'EXISTS (SELECT 1 FROM likes theirs WHERE theirs.from_id = m.id AND theirs.to_id = $1)';
  const ageRange = 'm.birth_date <= $4::date AND m.birth_date > $5::date';
  const born = [yearsBefore(now, minAge), yearsBefore(now, maxAge + 1)];
  // $1 viewer, $2 the site's countries, $3 the genders looked for; then each pool's own.
  const pool = (condition: string, more: ReadonlyArray<unknown>) =>
    q.query<PoolRow>(
      `SELECT ${profileColumns('m')}, ${likedYou} AS liked_you FROM members m
        WHERE ${shownToMemberSql('m', '$1', '$2')} AND m.gender = ANY($3::text[])
          AND NOT EXISTS (SELECT 1 FROM likes mine WHERE mine.from_id = $1 AND mine.to_id = m.id)
          AND ${condition}
        ORDER BY (m.main_image IS NOT NULL) DESC, m.signup_date DESC, m.id DESC LIMIT ${poolSize}`,
      [seeker.id, [...countries], [...genders], ...more],
    );
  const pools = await Promise.all([
    pool(likedYou, []),
    pool(`${ageRange} AND m.country = $6 AND m.region = $7`, [...born, seeker.country, seeker.region]),
    pool(ageRange, born),
  ]);
  return [...new Map(pools.flat().map((row) => [row.id, row])).values()];
};

/** The latest members the viewer liked, still shown to them: what the viewer's taste is read from. */
const likedBy = async (q: Queryable, viewerId: number, countries: ReadonlyArray<string>): Promise<ProfileRow[]> =>
  q.query<ProfileRow>(
    `SELECT ${profileColumns('m')} FROM likes l JOIN members m ON m.id = l.to_id
      WHERE l.from_id = $1 AND ${shownToMemberSql('m', '$1', '$2')}
      ORDER BY l.liked_at DESC, m.id DESC LIMIT ${likedSample}`,
    [viewerId, [...countries]],
  );

/**
 * The match finder's suggestions for the viewer (at most 20, best first, see rank.ts). Distance is judged
 * by living area (same country and region: near), so distance_km is not known and stays null.
 */
export const suggestionsFor = async (q: Queryable, viewerId: number, settings: Settings, now: Date): Promise<Suggestion[]> => {
  const seeker = await findProfile(q, viewerId);
  if (seeker === undefined) return [];
  const [rows, liked] = await Promise.all([candidatePools(q, seeker, settings.countries, now), likedBy(q, viewerId, settings.countries)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const candidates: Candidate[] = rows.map((row) => ({ ...traitsOf(row, now), id: row.id, likedYou: row.liked_you }));
  const ranked = rankSuggestions(traitsOf(seeker, now), preferencesOf(ageOn(seeker.birth_date, now)), candidates, liked.map((row) => traitsOf(row, now)));
  return ranked.flatMap(({ id, reason }) => {
    const row = byId.get(id);
    return row === undefined ? [] : [{ profile: summaryOf(row, settings, now), reason, distance_km: null }];
  });
};
