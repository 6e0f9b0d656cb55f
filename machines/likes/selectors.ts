import type { SnapshotFrom } from 'xstate';
import type { appMachine } from '../app/app.machine';
import type { likesMachine } from './likes.machine';
import { likeListsOf, noLikeLists } from './tabs';

type AppSnapshot = SnapshotFrom<typeof appMachine>;
type LikesSnapshot = SnapshotFrom<typeof likesMachine>;

/** The received, given and mutual lists of the app's likes overview (the same object until it reloads). */
export const selectLikeLists = (s: AppSnapshot) => (s.context.likes === null ? noLikeLists : likeListsOf(s.context.likes));
/** Members unliked on this screen (hidden from the given tab while the server confirms). */
export const selectUnliked = (s: LikesSnapshot) => s.context.unliked;
/** Likers liked back on this screen. */
export const selectLikedBack = (s: LikesSnapshot) => s.context.likedBack;
/** The message id of the last refused action, or null. */
export const selectLikesFailure = (s: LikesSnapshot) => s.context.failure;
/** Whether a like or unlike may start now (one call at a time). */
export const selectIsIdle = (s: LikesSnapshot) => s.matches('idle');
