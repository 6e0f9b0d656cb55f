import * as t from 'io-ts';
import { closed, closedPartial } from '../codec/closed';
import { boundedText, Id, IdFromString, IsoDateTime, NonNegativeInt } from '../codec/primitives';
import { GiftId } from './gift';
import { MemberSummary } from './member';
import { PhotoFiles } from './photo';

/** The newest message of a conversation, as the list shows it: a gift or a photo has an empty text. */
export const LastMessage = t.type({ text: t.string, sent_at: IsoDateTime, from_me: t.boolean, kind: t.keyof({ text: null, gift: null, photo: null }) });

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

/**
 * A photo sent in a conversation (it costs photo_credits). `locked`: the viewer, a free member, gets only the
 * blurred files (spec §6: free members never receive premium photos); the sender always sees their own.
 */
export const ChatPhoto = t.type({ files: PhotoFiles, thumbhash: t.string, locked: t.boolean });
export type ChatPhoto = t.TypeOf<typeof ChatPhoto>;

/** A message: its text, or (with an empty text) a gift or a photo. */
export const ChatMessage = t.type({
  id: Id,
  conversation_id: Id,
  from_me: t.boolean,
  text: t.string,
  sent_at: IsoDateTime,
  status: MessageStatus,
  gift: t.union([GiftId, t.null]),
  photo: t.union([ChatPhoto, t.null]),
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
  /** The other member is premium: their badge shows above the conversation (spec §6). */
  premium: t.boolean,
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
 * A text costs message_credits; a gift (instead of a text) costs gift_credits. Exactly one of text and gift.
 */
export const SendMessageRequest = closedPartial({}, { text: boundedText(maxMessageText, 1), gift: GiftId, conversation_id: Id, member_id: Id }, 'SendMessageRequest');
export type SendMessageRequest = t.TypeOf<typeof SendMessageRequest>;

/**
 * POST /api/chat-photo.php?conversation_id= | ?member_id=: a photo into a conversation, multipart/form-data
 * with one file field `photo` (read by the handler, as the photo upload). Keyed; costs photo_credits.
 * 400 invalid_image, 413 payload_too_large, 402 insufficient_credits and the send's other refusals.
 */
export const ChatPhotoQuery = closedPartial({}, { conversation_id: IdFromString, member_id: IdFromString }, 'ChatPhotoQuery');

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
