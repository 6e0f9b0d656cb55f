import { fromPromise } from 'xstate';
import type { SwipeState } from '../../io/entities/like';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { announceMatchActor } from '../likes/like-actors';
import type { Decided, swipeGameMachine } from './swipe-game.machine';

/** The swipe game's calls: its state, a decision, and the match modal for a like back. */
export const createSwipeGameImplementations = (platform: Pick<Platform, 'call' | 'announceMatch'>): Implementations<typeof swipeGameMachine> => ({
  actors: {
    getSwipe: fromPromise<SwipeState, void>(({ signal }) => platform.call('getSwipe', { signal })),
    swipe: fromPromise<SwipeState, Decided | null>(({ input, signal }) => {
      if (input === null) throw new Error('A swipe was started without its decision');
      return platform.call('swipe', { body: { member_id: input.member.id, decision: input.decision }, signal });
    }),
    announceMatch: announceMatchActor(platform),
  },
});
