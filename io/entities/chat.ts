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

export const ChatMessage = t.type({
  id: Id,
  conversation_id: Id,
  from_me: t.boolean,
  text: t.string,
  sent_at: IsoDateTime,
});
export type ChatMessage = t.TypeOf<typeof ChatMessage>;

/** GET/DELETE /api/chat.php?id=: one conversation of the member. */
export const ConversationQuery = closed({ id: IdFromString }, 'ConversationQuery');

/** One conversation (GET /api/chat.php): the other member and the messages, oldest first. */
export const Conversation = t.type({
  conversation: t.type({ id: Id }),
  profile: MemberSummary,
  messages: t.array(ChatMessage),
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
