import type { ChatMessage, Conversation, MessageStatus } from '../../../io/entities/chat';
import type { Settings } from '../../../io/entities/settings';
import type { Queryable } from '../../db/database';
import { notBlockedSql } from '../blocks/read';
import { memberColumns, summaryOf, type MemberRow } from '../members/member-row';
import { notGoneSql } from '../members/gone';
import { GiftId } from '../../../io/entities/gift';
import { checked } from '../members/member-row';
import { chatPhotoView, type ChatPhotoViewer } from './chat-photo';
import { ChatPhotoRef } from './events';
import { statusesOf } from './status';

/** The ids of a conversation's members (both, whoever removed or blocked whom). */
export const conversationMemberIds = async (q: Queryable, conversationId: number): Promise<number[]> =>
  (await q.query<{ member_id: number }>('SELECT member_id FROM conversation_members WHERE conversation_id = $1', [conversationId])).map(
    (row) => row.member_id,
  );

/** The most recent messages a conversation answers with; older ones wait for paging (issue 8). */
const messagesShown = 200;

/** The other member, with the marks that decide what the viewer sees of the conversation. */
type PartnerRow = MemberRow & {
  readonly conversation_id: number;
  readonly my_unread: number;
  readonly my_removed_up_to: number | null;
  readonly their_unread: number;
  readonly their_delivered_up_to: number | null;
};
interface MessageRow {
  readonly id: number;
  readonly conversation_id: number;
  readonly sender_id: number;
  readonly text: string;
  readonly sent_at: Date;
  readonly gift: string | null;
  readonly photo: unknown;
}

/** The columns messageOf reads. */
export const messageColumns = 'id, conversation_id, sender_id, text, sent_at, gift, photo';

/**
 * The other member of a conversation `memberId` takes part in, unless a block stands between them or the
 * other member left (then the conversation is as unknown as one that does not exist).
 */
export const findConversationPartner = async (q: Queryable, conversationId: number, memberId: number): Promise<PartnerRow | undefined> =>
  (
    await q.query<PartnerRow>(
      `SELECT ${memberColumns('m')}, me.conversation_id, me.num_unread AS my_unread, me.removed_up_to AS my_removed_up_to,
              other.num_unread AS their_unread, other.delivered_up_to AS their_delivered_up_to
         FROM conversation_members me
         JOIN conversation_members other ON other.conversation_id = me.conversation_id AND other.member_id <> me.member_id
         JOIN members m ON m.id = other.member_id
        WHERE me.conversation_id = $1 AND me.member_id = $2 AND ${notBlockedSql('m.id', '$2')} AND ${notGoneSql('m')}`,
      [conversationId, memberId],
    )
  )[0];

/** The conversation the two members have, if any: a pair has at most one (a unique index on the ordered pair). */
export const findConversationBetween = async (q: Queryable, a: number, b: number): Promise<number | undefined> =>
  (
    await q.query<{ id: number }>(
      `SELECT id FROM conversations
        WHERE least(started_by, started_with) = least($1::bigint, $2::bigint) AND greatest(started_by, started_with) = greatest($1::bigint, $2::bigint)`,
      [a, b],
    )
  )[0]?.id;

/** A stored message as `viewer` sees it: a photo locked for a free member who did not send it. */
export const messageOf = (row: MessageRow, viewer: ChatPhotoViewer, status: MessageStatus): ChatMessage => ({
  id: row.id,
  conversation_id: row.conversation_id,
  from_me: row.sender_id === viewer.memberId,
  text: row.text,
  sent_at: row.sent_at.toISOString(),
  status,
  gift: row.gift === null ? null : checked(GiftId, row.gift, 'message gift'),
  photo: row.photo === null ? null : chatPhotoView(row.sender_id, checked(ChatPhotoRef, row.photo, 'message photo'), viewer),
});

/** A conversation as answered, but for what depends on the viewer alone (starts_left). */
export type ConversationView = Omit<Conversation, 'starts_left'>;

/**
 * One conversation as its member sees it: the other member and the latest messages, oldest first, after
 * the mark up to which the member removed it and not before `since` (the site's chat history limit), each
 * with its status.
 */
export const conversationOf = async (
  q: Queryable,
  { conversationId, viewer, settings, now, since }: { conversationId: number; viewer: ChatPhotoViewer; settings: Settings; now: Date; since: Date },
): Promise<ConversationView | undefined> => {
  const { memberId } = viewer;
  const other = await findConversationPartner(q, conversationId, memberId);
  if (other === undefined) return undefined;
  const rows = await q.query<MessageRow>(
    `SELECT ${messageColumns} FROM
       (SELECT * FROM messages WHERE conversation_id = $1 AND id > $3 AND sent_at >= $4 ORDER BY id DESC LIMIT $2) latest
     ORDER BY id`,
    [conversationId, messagesShown, other.my_removed_up_to ?? 0, since.toISOString()],
  );
  const statuses = statusesOf(rows.map((row) => ({ id: row.id, senderId: row.sender_id })), {
    viewerId: memberId,
    viewerUnread: other.my_unread,
    otherUnread: other.their_unread,
    otherDeliveredUpTo: other.their_delivered_up_to ?? 0,
  });
  return {
    conversation: { id: conversationId },
    profile: summaryOf(other, settings, now),
    premium: other.paid_user,
    messages: rows.map((row, i) => messageOf(row, viewer, statuses[i] ?? 'sent')),
  };
};
