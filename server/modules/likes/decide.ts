import { accept, reject, type Decision } from '../../events/decision';
import type { LikeEvent, LikesState } from './events';

export type LikeCommand =
  | { readonly type: 'GiveLike'; readonly data: { readonly from: number; readonly to: number; readonly at: Date } }
  | { readonly type: 'MarkLikeSeen'; readonly data: { readonly from: number; readonly to: number; readonly at: Date } }
  | { readonly type: 'WithdrawLike'; readonly data: { readonly from: number; readonly to: number; readonly at: Date } };

export type LikeRejection = 'self_like' | 'not_liked' | 'not_found';

type LikeDecision = Decision<LikeEvent, LikeRejection>;
type CommandOf<T extends LikeCommand['type']> = Extract<LikeCommand, { type: T }>;

/** Liking someone already liked records nothing: a like is given once. */
export const giveLike = ({ data }: CommandOf<'GiveLike'>, state: LikesState): LikeDecision => {
  if (data.from === data.to) return reject('self_like');
  if (state.given.has(data.to)) return accept();
  return accept({ type: 'LikeGiven', data: { from: data.from, to: data.to, likedAt: data.at.toISOString() } });
};

export const markLikeSeen = ({ data }: CommandOf<'MarkLikeSeen'>, state: LikesState): LikeDecision => {
  const like = state.given.get(data.to);
  if (like === undefined) return reject('not_liked');
  if (!like.isNew) return accept();
  return accept({ type: 'LikeSeen', data: { from: data.from, to: data.to, seenAt: data.at.toISOString() } });
};

/** Taking back a like that is not there records nothing: the list the button was on may be stale. */
export const withdrawLike = ({ data }: CommandOf<'WithdrawLike'>, state: LikesState): LikeDecision =>
  state.given.has(data.to) ? accept({ type: 'LikeWithdrawn', data: { from: data.from, to: data.to, withdrawnAt: data.at.toISOString() } }) : accept();

export const decide = (command: LikeCommand, state: LikesState): LikeDecision => {
  switch (command.type) {
    case 'GiveLike':
      return giveLike(command, state);
    case 'MarkLikeSeen':
      return markLikeSeen(command, state);
    case 'WithdrawLike':
      return withdrawLike(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
