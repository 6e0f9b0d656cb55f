import type { SnapshotFrom } from 'xstate';
import type { matchFinderMachine } from './match-finder.machine';

type MatchFinderSnapshot = SnapshotFrom<typeof matchFinderMachine>;

/** The suggestions as the server ordered them (the same array until they reload). */
export const selectSuggestions = (s: MatchFinderSnapshot) => s.context.suggestions;
/** Members liked on this screen. */
export const selectLiked = (s: MatchFinderSnapshot) => s.context.liked;
/** Whether the last like was refused. */
export const selectLikeFailed = (s: MatchFinderSnapshot) => s.context.likeFailed;
/** Whether a like may start now (one at a time). */
export const selectCanLike = (s: MatchFinderSnapshot) => s.matches('ready');
export const selectIsLoading = (s: MatchFinderSnapshot) => s.matches('loading');
export const selectHasFailed = (s: MatchFinderSnapshot) => s.matches('failed');
