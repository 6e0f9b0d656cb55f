import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { eventCodec, type Aggregate } from '../../events/event';

/** The members one member blocked, stream `blocks-<blockerId>`. */
export const MemberBlocked = eventCodec('MemberBlocked', { blockerId: Id, blockedId: Id, blockedAt: IsoDateTime });
export const MemberUnblocked = eventCodec('MemberUnblocked', { blockerId: Id, blockedId: Id, unblockedAt: IsoDateTime });

export const BlockEvent = t.union([MemberBlocked, MemberUnblocked]);
export type BlockEvent = t.TypeOf<typeof BlockEvent>;

export interface BlocksState {
  readonly blocked: ReadonlySet<number>;
}

export const initialState = (): BlocksState => ({ blocked: new Set() });

export const evolve = (state: BlocksState, event: BlockEvent): BlocksState => {
  switch (event.type) {
    case 'MemberBlocked':
      return { blocked: new Set([...state.blocked, event.data.blockedId]) };
    case 'MemberUnblocked':
      return { blocked: new Set([...state.blocked].filter((id) => id !== event.data.blockedId)) };
  }
};

export const blocksStreamId = (blockerId: number): string => `blocks-${blockerId}`;

export const blocksAggregate: Aggregate<BlocksState, BlockEvent> = { codec: BlockEvent, initialState, evolve };
