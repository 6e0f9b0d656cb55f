import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { eventCodec, type Aggregate } from '../../events/event';

/** A conversation between two members, stream `conversation-<id>`. */
export const ConversationStarted = eventCodec('ConversationStarted', {
  conversationId: Id,
  startedBy: Id,
  memberIds: t.tuple([Id, Id]),
  startedAt: IsoDateTime,
});
export const MessageSent = eventCodec('MessageSent', {
  conversationId: Id,
  messageId: Id,
  from: Id,
  text: t.string,
  sentAt: IsoDateTime,
});
/** `memberId` has seen every message of the conversation. */
export const ConversationRead = eventCodec('ConversationRead', { conversationId: Id, memberId: Id, readAt: IsoDateTime });

export const ConversationEvent = t.union([ConversationStarted, MessageSent, ConversationRead]);
export type ConversationEvent = t.TypeOf<typeof ConversationEvent>;

export type ConversationState =
  | { readonly status: 'none' }
  | {
      readonly status: 'open';
      readonly conversationId: number;
      readonly memberIds: readonly [number, number];
      /** Unread messages per member id. */
      readonly unread: ReadonlyMap<number, number>;
    };

export const initialState = (): ConversationState => ({ status: 'none' });

export const evolve = (state: ConversationState, event: ConversationEvent): ConversationState => {
  if (event.type === 'ConversationStarted') {
    const { conversationId, memberIds } = event.data;
    return { status: 'open', conversationId, memberIds, unread: new Map(memberIds.map((id) => [id, 0])) };
  }
  if (state.status !== 'open') return state;
  switch (event.type) {
    case 'MessageSent': {
      const unread = new Map(state.unread);
      for (const id of state.memberIds) if (id !== event.data.from) unread.set(id, (unread.get(id) ?? 0) + 1);
      return { ...state, unread };
    }
    case 'ConversationRead':
      return { ...state, unread: new Map(state.unread).set(event.data.memberId, 0) };
  }
};

export const conversationStreamId = (conversationId: number): string => `conversation-${conversationId}`;

export const conversationAggregate: Aggregate<ConversationState, ConversationEvent> = { codec: ConversationEvent, initialState, evolve };
