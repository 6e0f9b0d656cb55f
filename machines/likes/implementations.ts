import { fromPromise } from 'xstate';
import type { MemberSummary } from '../../io/entities/member';
import type { Implementations } from '../shared/feature';
import { announceMatchActor, giveLikeActor } from './like-actors';
import type { Platform } from '../shared/platform';
import type { likesMachine } from './likes.machine';

/** The likes tabs' calls: unlike, like back, and the app's reload of its lists afterwards. */
export const createLikesImplementations = (platform: Pick<Platform, 'call' | 'reloadMemberData' | 'announceMatch'>): Implementations<typeof likesMachine> => ({
  actors: {
    unlike: fromPromise<unknown, MemberSummary | null>(({ input, signal }) => {
      if (input === null) throw new Error('An unlike was started without its member');
      return platform.call('unlike', { query: { member_id: input.id }, signal });
    }),
    giveLike: giveLikeActor(platform),
    reloadMemberData: fromPromise<void, void>(async () => platform.reloadMemberData()),
    announceMatch: announceMatchActor(platform),
  },
});
