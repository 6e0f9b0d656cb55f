import { fromPromise } from 'xstate';
import type { Suggestion } from '../../io/entities/like';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { announceMatchActor, giveLikeActor } from '../likes/like-actors';
import type { matchFinderMachine } from './match-finder.machine';

/** The match finder's calls: the suggestions, a like, and the match modal for a like back. */
export const createMatchFinderImplementations = (platform: Pick<Platform, 'call' | 'announceMatch'>): Implementations<typeof matchFinderMachine> => ({
  actors: {
    getSuggestions: fromPromise<ReadonlyArray<Suggestion>, void>(async ({ signal }) => (await platform.call('getSuggestions', { signal })).suggestions),
    giveLike: giveLikeActor(platform),
    announceMatch: announceMatchActor(platform),
  },
});
