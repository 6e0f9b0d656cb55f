import type { LikesOverview, ReceivedLike } from '../../io/entities/chat';
import type { MatchModalOpen } from './types';

/**
 * Likes that are new since the previous load. The first load greets nobody (those likes are shown by the
 * badge), so a page load never opens a modal by itself.
 */
const freshLikes = (previous: LikesOverview | null, next: LikesOverview | null): ReadonlyArray<ReceivedLike> => {
  if (previous === null || next === null) return [];
  const known = new Set(previous.liked_by.map((like) => like.id));
  return next.liked_by.filter((like) => like.like_new && !known.has(like.id));
};

/**
 * Spec §4 "a new like opens the match modal": the request that greets the newest fresh liker, or null.
 * Always with that liker, photo or not. Decision: a liker without a photo is shown with a placeholder, as
 * the dating apps do for a match without a picture; the auto-like fetch (a profile of the server's
 * choosing) is only for the modal opened without a liker, so it never stands in for someone who liked you.
 */
export const matchModalOpenFor = (previous: LikesOverview | null, next: LikesOverview | null): MatchModalOpen | null => {
  const like = freshLikes(previous, next)[0];
  if (like === undefined) return null;
  return { type: 'matchModal.open', profile: { id: like.id, photo: like.profile.main_image?.filename ?? null } };
};
