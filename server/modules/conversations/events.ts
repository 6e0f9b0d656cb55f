import * as t from 'io-ts';
import { Id, IsoDateTime, NonNegativeInt } from '../../../io/codec/primitives';
import { GiftId } from '../../../io/entities/gift';
import { PhotoId } from '../../../io/entities/photo';
import { eventCodec, type Aggregate } from '../../events/event';
import { PhotoSource } from '../photos/events';

/** A conversation between two members, stream `conversation-<id>`. */
export const ConversationStarted = eventCodec('ConversationStarted', {
  conversationId: Id,
  startedBy: Id,
  memberIds: t.tuple([Id, Id]),
  startedAt: IsoDateTime,
});
/**
 * A photo sent in a conversation: its files are stored as the sender's (photos/<from>/<photoId>-<variant>.webp,
 * like a profile photo's) but it is none of their profile photos. An upload's placeholder is in `source`; a
 * demo photo is drawn from its recipe.
 */
export const ChatPhotoRef = t.type({ photoId: PhotoId, source: PhotoSource });
export type ChatPhotoRef = t.TypeOf<typeof ChatPhotoRef>;

/**
 * A message: its text, or a gift or a photo with a blank text. A blank text without either is a message
 * purged by the chat history limit (the decider never accepts one). Events stored before gifts and photos
 * existed have neither. A desk answer (issue 14: an operated profile's message written by the conversation
 * desk) names its writer in `staffId` and the member it answers in `memberId`, for the audit trail.
 */
export const MessageSent = t.type({
  type: t.literal('MessageSent'),
  data: t.intersection([
    t.type({ conversationId: Id, messageId: Id, from: Id, text: t.string, sentAt: IsoDateTime }),
    t.partial({ gift: GiftId, photo: ChatPhotoRef, staffId: Id, memberId: Id }),
  ]),
});
/** `memberId` has seen every message of the conversation. */
export const ConversationRead = eventCodec('ConversationRead', { conversationId: Id, memberId: Id, readAt: IsoDateTime });
/** A tab of `memberId` has received the conversation's messages up to `upTo` (a message id). */
export const MessagesDelivered = eventCodec('MessagesDelivered', { conversationId: Id, memberId: Id, upTo: Id, deliveredAt: IsoDateTime });
/**
 * `memberId` removed the conversation from their list: its messages up to `upTo` (0: before any) are no
 * longer theirs to see; a later message brings it back. The other member keeps everything.
 */
export const ConversationRemoved = eventCodec('ConversationRemoved', { conversationId: Id, memberId: Id, upTo: NonNegativeInt, removedAt: IsoDateTime });

export const ConversationEvent = t.union([ConversationStarted, MessageSent, ConversationRead, MessagesDelivered, ConversationRemoved]);
export type ConversationEvent = t.TypeOf<typeof ConversationEvent>;

export type ConversationState =
  | { readonly status: 'none' }
  | {
      readonly status: 'open';
      readonly conversationId: number;
      readonly memberIds: readonly [number, number];
      /** Unread messages per member id. */
      readonly unread: ReadonlyMap<number, number>;
      /** The newest message's id; 0 before the first. */
      readonly lastMessageId: number;
      /** Per member id: the message their tabs have received up to. */
      readonly delivered: ReadonlyMap<number, number>;
      /** Per member id: the message they removed the conversation up to (absent: never removed). */
      readonly removed: ReadonlyMap<number, number>;
    };

export const initialState = (): ConversationState => ({ status: 'none' });

export const evolve = (state: ConversationState, event: ConversationEvent): ConversationState => {
  if (event.type === 'ConversationStarted') {
    const { conversationId, memberIds } = event.data;
    return { status: 'open', conversationId, memberIds, unread: new Map(memberIds.map((id) => [id, 0])), lastMessageId: 0, delivered: new Map(), removed: new Map() };
  }
  if (state.status !== 'open') return state;
  switch (event.type) {
    case 'MessageSent': {
      const unread = new Map(state.unread);
      for (const id of state.memberIds) if (id !== event.data.from) unread.set(id, (unread.get(id) ?? 0) + 1);
      return { ...state, unread, lastMessageId: event.data.messageId };
    }
    case 'ConversationRead':
      return { ...state, unread: new Map(state.unread).set(event.data.memberId, 0) };
    case 'MessagesDelivered':
      return { ...state, delivered: new Map(state.delivered).set(event.data.memberId, event.data.upTo) };
    case 'ConversationRemoved':
      return { ...state, removed: new Map(state.removed).set(event.data.memberId, event.data.upTo) };
  }
};

export const conversationStreamId = (conversationId: number): string => `conversation-${conversationId}`;

export const conversationAggregate: Aggregate<ConversationState, ConversationEvent> = { codec: ConversationEvent, initialState, evolve };
