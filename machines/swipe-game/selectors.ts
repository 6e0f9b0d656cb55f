import type { SnapshotFrom } from 'xstate';
import type { swipeGameMachine } from './swipe-game.machine';

type SwipeGameSnapshot = SnapshotFrom<typeof swipeGameMachine>;

/** The member to decide on, or null when nobody is left. */
export const selectCandidate = (s: SwipeGameSnapshot) => s.context.candidate;
export const selectLikesLeft = (s: SwipeGameSnapshot) => s.context.likesLeft;
/** The limit notice (spec §9) shows exactly when today's likes are used up, once the state has answered. */
export const selectLimitReached = (s: SwipeGameSnapshot) => !s.matches('loading') && !s.matches('failed') && s.context.likesLeft === 0;
/** When the next like is possible (ISO time), or null when the server did not say. */
export const selectNextLikeAt = (s: SwipeGameSnapshot) => s.context.nextLikeAt;
/** The last decision the server took, for the screen reader. */
export const selectLastDecided = (s: SwipeGameSnapshot) => s.context.lastDecided;
/** Nobody left to decide on (the empty state), once the state has answered. */
export const selectNobodyLeft = (s: SwipeGameSnapshot) => s.matches('ready') && s.context.candidate === null;
export const selectIsLoading = (s: SwipeGameSnapshot) => s.matches('loading');
export const selectHasFailed = (s: SwipeGameSnapshot) => s.matches('failed');
/** Whether a like / a pass is accepted now (the buttons ask, they do not re-decide). */
export const selectCanLike = (s: SwipeGameSnapshot) => s.can({ type: 'swipe.like' });
export const selectCanPass = (s: SwipeGameSnapshot) => s.can({ type: 'swipe.pass' });
