import * as t from 'io-ts';
import { closed, closedPartial } from '../codec/closed';
import { boundedText, Id, IdFromString, IsoDateTime, NonNegativeInt } from '../codec/primitives';
import { MemberSummary } from './member';

export const LastMessage = t.type({ text: t.string, sent_at: IsoDateTime, from_me: t.boolean });

/** One conversation in the list (GET /api/chats.php). */
export const Chat = t.type({
  conversation: t.type({ id: Id }),
  profile: MemberSummary,
  num_unread_messages: NonNegativeInt,
  last_message: t.union([LastMessage, t.null]),
});
export type Chat = t.TypeOf<typeof Chat>;

/**
 * How far a message got: stored (sent), on the recipient's device (delivered: their open tab acknowledged
 * it), or seen (read: the recipient opened the conversation after it). For a message to the member, the
 * same from their side: read once they opened the conversation.
 */
export const MessageStatus = t.keyof({ sent: null, delivered: null, read: null });
export type MessageStatus = t.TypeOf<typeof MessageStatus>;

export const ChatMessage = t.type({
  id: Id,
  conversation_id: Id,
  from_me: t.boolean,
  text: t.string,
  sent_at: IsoDateTime,
  status: MessageStatus,
});
export type ChatMessage = t.TypeOf<typeof ChatMessage>;

/** PUT /api/chat.php?id=: one conversation of the member. */
export const ConversationQuery = closed({ id: IdFromString }, 'ConversationQuery');

/**
 * GET /api/chat.php: a conversation of the member (id), or the one with a member (member_id: /members/{id}/chat,
 * which answers with no conversation yet when they have none). DELETE: removes that conversation, or every
 * conversation with that member (spec §4), from the member's list. Exactly one of the two; the server checks.
 */
export const ChatTargetQuery = closedPartial({}, { id: IdFromString, member_id: IdFromString }, 'ChatTargetQuery');
export type ChatTargetQuery = t.TypeOf<typeof ChatTargetQuery>;

/**
 * One conversation (GET /api/chat.php): the other member and the latest messages, oldest first (within the
 * site's chat history limit). `conversation` is null for a member the viewer has no conversation with yet;
 * `starts_left`: how many more conversations a free member may start (spec §6), null when unlimited.
 */
export const Conversation = t.type({
  conversation: t.union([t.type({ id: Id }), t.null]),
  profile: MemberSummary,
  messages: t.array(ChatMessage),
  starts_left: t.union([NonNegativeInt, t.null]),
});
export type Conversation = t.TypeOf<typeof Conversation>;

/**
 * The longest text any site allows (its `message_length` is checked by the server, within this bound).
 * Exported for the server's check only; the view counts against the site's own setting.
 */
export const maxMessageText = 10_000;

/**
 * POST /api/chat.php: a message into a conversation of the member (conversation_id), or to a member
 * (member_id: their conversation, started if there is none). Exactly one of the two; the server checks.
 */
export const SendMessageRequest = closedPartial({ text: boundedText(maxMessageText, 1) }, { conversation_id: Id, member_id: Id }, 'SendMessageRequest');
export type SendMessageRequest = t.TypeOf<typeof SendMessageRequest>;

/** PUT /api/delivered.php: the member's tab has received the messages of a conversation up to this one. */
export const DeliveredQuery = closed({ conversation_id: IdFromString, message_id: IdFromString }, 'DeliveredQuery');

/** POST /api/typing.php: the member is typing in this conversation. */
export const TypingRequest = closed({ conversation_id: Id }, 'TypingRequest');

/** The message as stored, and the member's balance after paying for it. */
export const SentMessage = t.type({ message: ChatMessage, credits: NonNegativeInt });
export type SentMessage = t.TypeOf<typeof SentMessage>;

/** A like received: `id` is the liker's profile id, `like_new` until the liker's profile is opened. */
export const ReceivedLike = t.type({
  id: Id,
  like_new: t.boolean,
  liked_at: IsoDateTime,
  profile: MemberSummary,
});
export type ReceivedLike = t.TypeOf<typeof ReceivedLike>;

export const LikesOverview = t.type({ likes: t.array(MemberSummary), liked_by: t.array(ReceivedLike) });
export type LikesOverview = t.TypeOf<typeof LikesOverview>;
