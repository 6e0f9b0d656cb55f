import type { LikesOverview, ReceivedLike } from '../../io/entities/chat';

/**
 * Likes that are new since the previous load: the match modal greets each with 'New like!'. The first
 * load greets nobody (those likes are shown by the badge), so a page load never opens a modal by itself.
 */
export const freshLikes = (previous: LikesOverview | null, next: LikesOverview | null): ReadonlyArray<ReceivedLike> => {
  if (previous === null || next === null) return [];
  const known = new Set(previous.liked_by.map((like) => like.id));
  return next.liked_by.filter((like) => like.like_new && !known.has(like.id));
};
