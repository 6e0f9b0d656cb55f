import * as t from 'io-ts';
import { Id, IsoDateTime, NonNegativeInt } from '../codec/primitives';
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
