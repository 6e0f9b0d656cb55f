import type { Settings } from '../../../io/entities/settings';
import type { SwipeState } from '../../../io/entities/like';
import type { Gender } from '../../../io/entities/profile-attributes';
import type { Queryable } from '../../db/database';
import { findProfile } from '../members/find';
import { checked, memberColumns, summaryOf, type MemberRow } from '../members/member-row';
import { shownToMemberSql } from '../members/shown-to';
import { Gender as GenderCodec } from '../../../io/entities/profile-attributes';
import { lookingFor, sexualityOf } from '../match-finder/looking-for';
import { swipeAllowance, swipeLikesPerDay } from './allowance';

/** The times of the member's latest swipe likes (as many as the allowance needs). */
export const recentSwipeLikes = async (q: Queryable, memberId: number): Promise<Date[]> =>
  (
    await q.query<{ swiped_at: Date }>(
      `SELECT swiped_at FROM swipes WHERE member_id = $1 AND decision = 'like' ORDER BY swiped_at DESC LIMIT ${swipeLikesPerDay}`,
      [memberId],
    )
  ).map((row) => row.swiped_at);

interface CandidateLookup {
  readonly viewerId: number;
  readonly countries: ReadonlyArray<string>;
  readonly genders: ReadonlyArray<Gender>;
}

/**
 * The next card: a member the site shows the viewer, of a gender they look for, not liked yet (here or on
 * a profile) and not decided on in the game. Members with a photo first, then the newest signup, then the
 * highest id: the order of search, so the search indexes serve it.
 */
export const nextCandidate = async (q: Queryable, { viewerId, countries, genders }: CandidateLookup): Promise<MemberRow | undefined> =>
  (
    await q.query<MemberRow>(
      `SELECT ${memberColumns('m')} FROM members m
        WHERE ${shownToMemberSql('m', '$1', '$2')} AND m.gender = ANY($3::text[])
          AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_id = $1 AND l.to_id = m.id)
          AND NOT EXISTS (SELECT 1 FROM swipes s WHERE s.member_id = $1 AND s.candidate_id = m.id)
        ORDER BY (m.main_image IS NOT NULL) DESC, m.signup_date DESC, m.id DESC
        LIMIT 1`,
      [viewerId, [...countries], [...genders]],
    )
  )[0];

/** The genders the member looks for, from their own profile. */
export const gendersWantedBy = async (q: Queryable, memberId: number): Promise<ReadonlyArray<Gender>> => {
  const profile = await findProfile(q, memberId);
  if (profile === undefined) return [];
  return lookingFor(checked(GenderCodec, profile.gender, 'gender'), sexualityOf(profile.attributes));
};

/** The game as the member sees it now: the next card, the likes left in the rolling day and when the next is possible. */
export const swipeStateOf = async (q: Queryable, viewerId: number, settings: Settings, now: Date): Promise<SwipeState> => {
  const [genders, likes] = await Promise.all([gendersWantedBy(q, viewerId), recentSwipeLikes(q, viewerId)]);
  const candidate = await nextCandidate(q, { viewerId, countries: settings.countries, genders });
  const allowance = swipeAllowance(likes, now);
  return {
    candidate: candidate === undefined ? null : summaryOf(candidate, settings, now),
    likes_left: allowance.likesLeft,
    next_like_at: allowance.nextLikeAt?.toISOString() ?? null,
  };
};
