import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { eventCodec, type Aggregate } from '../../events/event';
import { latestLikes } from './allowance';

/** The swipe game's decisions of one member, stream `swipes-<memberId>`. A like is also a LikeGiven on `likes-<memberId>`. */
export const CandidateLiked = eventCodec('CandidateLiked', { memberId: Id, candidateId: Id, likedAt: IsoDateTime });
/** Passed: the game does not show this candidate again. */
export const CandidatePassed = eventCodec('CandidatePassed', { memberId: Id, candidateId: Id, passedAt: IsoDateTime });

export const SwipeEvent = t.union([CandidateLiked, CandidatePassed]);
export type SwipeEvent = t.TypeOf<typeof SwipeEvent>;

export interface SwipeState {
  /** Candidates liked or passed. */
  readonly decided: ReadonlySet<number>;
  /** The times of the latest swipe likes (at most 4: the daily allowance needs no more). */
  readonly recentLikes: ReadonlyArray<Date>;
}

export const initialState = (): SwipeState => ({ decided: new Set(), recentLikes: [] });

export const evolve = (state: SwipeState, event: SwipeEvent): SwipeState => {
  const decided = new Set(state.decided).add(event.data.candidateId);
  switch (event.type) {
    case 'CandidateLiked':
      return { decided, recentLikes: latestLikes([...state.recentLikes, new Date(event.data.likedAt)]) };
    case 'CandidatePassed':
      return { decided, recentLikes: state.recentLikes };
  }
};

export const swipeStreamId = (memberId: number): string => `swipes-${memberId}`;

export const swipeAggregate: Aggregate<SwipeState, SwipeEvent> = { codec: SwipeEvent, initialState, evolve };
