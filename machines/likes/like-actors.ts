import { fromPromise } from 'xstate';
import type { LikeResult } from '../../io/entities/like';
import type { MemberSummary } from '../../io/entities/member';
import type { Platform } from '../shared/platform';

/** A machine asked about a member while it held none: a bug, reported as one (not as a failed call). */
const requireMember = (member: MemberSummary | null): MemberSummary => {
  if (member === null) throw new Error('A member action was started without its member');
  return member;
};

/** Likes a member; the answer says whether it was a like back (a match). */
export const giveLikeActor = ({ call }: Pick<Platform, 'call'>) =>
  fromPromise<LikeResult, MemberSummary | null>(({ input, signal }) =>
    call('giveLike', { body: { member_id: requireMember(input).id }, signal }),
  );

/** Opens the match modal on a member a like back matched with. */
export const announceMatchActor = ({ announceMatch }: Pick<Platform, 'announceMatch'>) =>
  fromPromise<void, MemberSummary | null>(async ({ input }) => announceMatch(requireMember(input)));
