import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { eventCodec, type Aggregate } from '../../events/event';

/** The likes one member gives, stream `likes-<fromId>`. */
export const LikeGiven = eventCodec('LikeGiven', { from: Id, to: Id, likedAt: IsoDateTime });
/** The liked member opened the liker's profile: the like is no longer new. */
export const LikeSeen = eventCodec('LikeSeen', { from: Id, to: Id, seenAt: IsoDateTime });
/** The liker took the like back: it leaves both likes lists, and a like given again later is new again. */
export const LikeWithdrawn = eventCodec('LikeWithdrawn', { from: Id, to: Id, withdrawnAt: IsoDateTime });

export const LikeEvent = t.union([LikeGiven, LikeSeen, LikeWithdrawn]);
export type LikeEvent = t.TypeOf<typeof LikeEvent>;

export interface LikesState {
  /** Liked member id -> whether the like is still new to them. */
  readonly given: ReadonlyMap<number, { readonly isNew: boolean }>;
}

export const initialState = (): LikesState => ({ given: new Map() });

export const evolve = (state: LikesState, event: LikeEvent): LikesState => {
  switch (event.type) {
    case 'LikeGiven':
      return { given: new Map(state.given).set(event.data.to, { isNew: true }) };
    case 'LikeSeen':
      return { given: new Map(state.given).set(event.data.to, { isNew: false }) };
    case 'LikeWithdrawn': {
      const given = new Map(state.given);
      given.delete(event.data.to);
      return { given };
    }
  }
};

export const likesStreamId = (fromId: number): string => `likes-${fromId}`;

export const likesAggregate: Aggregate<LikesState, LikeEvent> = { codec: LikeEvent, initialState, evolve };
