import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { eventCodec, type Aggregate } from '../../events/event';

/**
 * Stream `desk-<conversationId>` (issue 14): who of the desk is writing the operated profile's answer in a
 * conversation. A claim holds until `until` unless answered or released first, so two desk staff never answer
 * the same message. The writer is named in `claimedBy`, not `staffId`: a claim changes nothing for a member
 * and is no entry of the audit trail (the answer is).
 */
export const DeskClaimed = eventCodec('DeskClaimed', { conversationId: Id, claimedBy: Id, until: IsoDateTime, claimedAt: IsoDateTime });
/** The claim ended: answered, or let go by its writer. */
export const DeskReleased = eventCodec('DeskReleased', {
  conversationId: Id,
  releasedBy: Id,
  why: t.keyof({ answered: null, let_go: null }),
  releasedAt: IsoDateTime,
});

export const DeskEvent = t.union([DeskClaimed, DeskReleased]);
export type DeskEvent = t.TypeOf<typeof DeskEvent>;

export interface DeskState {
  readonly claim: { readonly staffId: number; readonly until: number } | null;
}

export const initialState = (): DeskState => ({ claim: null });

export const evolve = (_state: DeskState, event: DeskEvent): DeskState => {
  switch (event.type) {
    case 'DeskClaimed':
      return { claim: { staffId: event.data.claimedBy, until: Date.parse(event.data.until) } };
    case 'DeskReleased':
      return { claim: null };
  }
};

export const deskStreamId = (conversationId: number): string => `desk-${String(conversationId)}`;

export const deskAggregate: Aggregate<DeskState, DeskEvent> = { codec: DeskEvent, initialState, evolve };
