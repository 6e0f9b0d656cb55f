import { fromPromise } from 'xstate';
import type { LikeResult } from '../../io/entities/like';
import type { MemberSummary } from '../../io/entities/member';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { profileViewMachine } from './profile-view.machine';
import type { LoadedProfile } from './types';

/** The profile screen's server calls, and the match modal it opens on a like back. */
export const createProfileViewImplementations = ({
  call,
  announceMatch,
  reloadMemberData,
}: Pick<Platform, 'call' | 'announceMatch' | 'reloadMemberData'>): Implementations<typeof profileViewMachine> => ({
  actors: {
    loadProfile: fromPromise<LoadedProfile, number>(async ({ input, signal }) => {
      const [member, list] = await Promise.all([
        call('getMember', { query: { id: input }, signal }),
        call('getPhotos', { query: { member: input }, signal }),
      ]);
      return { member, photos: list.photos };
    }),
    giveLike: fromPromise<LikeResult, number>(({ input, signal }) => call('giveLike', { body: { member_id: input }, signal })),
    unlike: fromPromise<void, number>(async ({ input, signal }) => {
      await call('unlike', { query: { member_id: input }, signal });
    }),
    announceMatch: fromPromise<void, MemberSummary>(async ({ input }) => announceMatch(input)),
    // The likes badge counts new likes: the app reloads them once this one is seen.
    markLikeSeen: fromPromise<void, number>(async ({ input, signal }) => {
      await call('markLikeSeen', { body: { member_id: input }, signal });
      reloadMemberData();
    }),
    blockMember: fromPromise<void, number>(async ({ input, signal }) => {
      await call('blockMember', { body: { member_id: input }, signal });
    }),
  },
});
