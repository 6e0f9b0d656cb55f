import * as t from 'io-ts';
import { closed } from '../codec/closed';
import { Id, IdFromString, IsoDateTime, NonNegativeInt } from '../codec/primitives';
import { MemberSummary } from './member';

/** Like a member (POST), or mark a received like as seen (PUT): the other member's id. */
export const LikeRequest = closed({ member_id: Id }, 'LikeRequest');
/** Take a like back (DELETE /api/likes.php?member_id=). */
export const UnlikeQuery = closed({ member_id: IdFromString }, 'UnlikeQuery');

/** A like given: `match` when the other member had already liked the viewer (a like back). */
export const LikeResult = t.type({ match: t.boolean });
export type LikeResult = t.TypeOf<typeof LikeResult>;

/**
 * The swipe game's state (spec §9: 4 likes per day): the next member to decide on (null when nobody is
 * left), the likes left today, and when the next like is possible once they are used up.
 */
export const SwipeState = t.intersection([
  t.type({
    candidate: t.union([MemberSummary, t.null]),
    likes_left: NonNegativeInt,
    next_like_at: t.union([IsoDateTime, t.null]),
  }),
  // The answer to a swipe carries it: true when that like made a match (the candidate had liked the member).
  t.partial({ match: t.boolean }),
]);
export type SwipeState = t.TypeOf<typeof SwipeState>;

/** A decision on the current candidate; a 5th like within 24 hours is refused (429 `swipe_limit_reached`). */
export const SwipeDecision = closed({ member_id: Id, decision: t.union([t.literal('like'), t.literal('pass')]) }, 'SwipeDecision');
export type SwipeDecision = t.TypeOf<typeof SwipeDecision>;

/** Why the match finder suggests a member, one line each in the view. */
export const SuggestionReason = t.union([
  t.literal('liked_you'),
  t.literal('near_you'),
  t.literal('your_age_range'),
  t.literal('like_those_you_liked'),
]);
export type SuggestionReason = t.TypeOf<typeof SuggestionReason>;

export const Suggestion = t.type({ profile: MemberSummary, reason: SuggestionReason, distance_km: t.union([NonNegativeInt, t.null]) });
export type Suggestion = t.TypeOf<typeof Suggestion>;

export const Suggestions = t.type({ suggestions: t.array(Suggestion) });
