import type { Chat } from '../../../io/entities/chat';
import type { Settings } from '../../../io/entities/settings';
import type { Queryable } from '../../db/database';
import { memberColumns, summaryOf, type MemberRow } from '../members/member-row';

type ChatRow = MemberRow & {
  readonly conversation_id: number;
  readonly num_unread: number;
  readonly last_text: string | null;
  readonly last_sent_at: Date | null;
  readonly last_sender_id: number | null;
};

/** The member's conversations, latest activity first, each with the other member and the last message. */
export const chatsOf = async (q: Queryable, memberId: number, settings: Settings, now: Date): Promise<Chat[]> => {
  const rows = await q.query<ChatRow>(
    `SELECT ${memberColumns('m')}, c.id AS conversation_id, me.num_unread,
            lm.text AS last_text, lm.sent_at AS last_sent_at, lm.sender_id AS last_sender_id
       FROM conversation_members me
       JOIN conversations c ON c.id = me.conversation_id
       JOIN conversation_members other ON other.conversation_id = c.id AND other.member_id <> me.member_id
       JOIN members m ON m.id = other.member_id
       LEFT JOIN messages lm ON lm.id = c.last_message_id
      WHERE me.member_id = $1
      ORDER BY c.last_activity DESC, c.id DESC`,
    [memberId],
  );
  return rows.map((row) => ({
    conversation: { id: row.conversation_id },
    profile: summaryOf(row, settings, now),
    num_unread_messages: row.num_unread,
    last_message:
      row.last_text === null || row.last_sent_at === null
        ? null
        : { text: row.last_text, sent_at: row.last_sent_at.toISOString(), from_me: row.last_sender_id === memberId },
  }));
};
