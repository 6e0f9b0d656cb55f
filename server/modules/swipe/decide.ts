import { accept, reject, type Decision } from '../../events/decision';
import { swipeAllowance } from './allowance';
import type { SwipeEvent, SwipeState } from './events';

export type SwipeCommand = {
  readonly type: 'Swipe';
  readonly data: { readonly member: number; readonly candidate: number; readonly decision: 'like' | 'pass'; readonly at: Date };
};

export type SwipeRejection = 'with_self' | 'swipe_limit_reached';

type SwipeDecision = Decision<SwipeEvent, SwipeRejection>;

/**
 * A like needs a like left in the rolling day (allowance.ts); a pass is always possible. A candidate already
 * decided on records nothing: the same card answered twice (a repeated request) counts once.
 */
export const swipe = ({ data }: SwipeCommand, state: SwipeState): SwipeDecision => {
  if (data.member === data.candidate) return reject('with_self');
  if (state.decided.has(data.candidate)) return accept();
  const ids = { memberId: data.member, candidateId: data.candidate };
  if (data.decision === 'pass') return accept({ type: 'CandidatePassed', data: { ...ids, passedAt: data.at.toISOString() } });
  if (swipeAllowance(state.recentLikes, data.at).likesLeft === 0) return reject('swipe_limit_reached');
  return accept({ type: 'CandidateLiked', data: { ...ids, likedAt: data.at.toISOString() } });
};

export const decide = (command: SwipeCommand, state: SwipeState): SwipeDecision => swipe(command, state);
