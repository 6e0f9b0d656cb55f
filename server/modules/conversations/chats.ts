import { LastMessage, type Chat } from '../../../io/entities/chat';
import type { Settings } from '../../../io/entities/settings';
import type { ChatFact, ReadCaches } from '../../cache/read-caches';
import type { Database } from '../../db/database';
import { cachedMembers, keepMembers } from '../members/cached';
import { checked, memberColumns, summaryOf, type MemberRow } from '../members/member-row';
import { notBlockedSql } from '../blocks/read';
import { isGone, notGoneSql } from '../members/gone';

const LastMessageKind = LastMessage.props.kind;

type ChatRow = MemberRow & {
  readonly conversation_id: number;
  readonly num_unread: number;
  readonly last_text: string | null;
  readonly last_kind: string;
  readonly last_sent_at: Date | null;
  readonly last_sender_id: number | null;
};

/**
 * The member's conversations, latest activity first, with the other member's row read along. A conversation
 * with a member blocked either way is left out (a block hides both members from each other); blocking and
 * unblocking touch both members, so their cached lists are dropped then. A conversation the member removed
 * is left out until a newer message comes; its unread count then counts only the messages after the removal.
 * A conversation with a member who left (deleted, or erased) is left out too.
 */
const loadChats = async (db: Database, caches: ReadCaches, memberId: number): Promise<ReadonlyArray<ChatFact>> => {
  const begun = caches.group.begin();
  const rows = await db.query<ChatRow>(
    `SELECT ${memberColumns('m')}, c.id AS conversation_id,
            CASE WHEN me.removed_up_to IS NULL THEN me.num_unread
                 ELSE LEAST(me.num_unread, (SELECT count(*)::int FROM messages x
                                             WHERE x.conversation_id = c.id AND x.id > me.removed_up_to AND x.sender_id <> me.member_id))
            END AS num_unread,
            lm.text AS last_text, CASE WHEN lm.gift IS NOT NULL THEN 'gift' WHEN lm.photo IS NOT NULL THEN 'photo' ELSE 'text' END AS last_kind, lm.sent_at AS last_sent_at, lm.sender_id AS last_sender_id
       FROM conversation_members me
       JOIN conversations c ON c.id = me.conversation_id
       JOIN conversation_members other ON other.conversation_id = c.id AND other.member_id <> me.member_id
       JOIN members m ON m.id = other.member_id
       LEFT JOIN messages lm ON lm.id = c.last_message_id
      WHERE me.member_id = $1 AND ${notBlockedSql('m.id', '$1')} AND ${notGoneSql('m')}
        AND (me.removed_up_to IS NULL OR coalesce(c.last_message_id, 0) > me.removed_up_to)
      ORDER BY c.last_activity DESC, c.id DESC`,
    [memberId],
  );
  const facts = rows.map((row) => ({
    conversationId: row.conversation_id,
    otherId: row.id,
    numUnread: row.num_unread,
    lastText: row.last_text,
    lastKind: checked(LastMessageKind, row.last_kind, 'last message kind'),
    lastSentAt: row.last_sent_at?.toISOString() ?? null,
    lastSenderId: row.last_sender_id,
  }));
  caches.chats.set(String(memberId), facts, [memberId], begun);
  keepMembers(caches, rows, begun);
  return facts;
};

/**
 * The member's conversations, latest activity first, each with the other member and the last message.
 * From the caches when they hold them; ages are computed for `now`. A last message before `since` (the
 * site's chat history limit) is not shown.
 */
export const chatsOf = async (
  db: Database,
  caches: ReadCaches,
  memberId: number,
  { settings, now, since }: { settings: Settings; now: Date; since: Date },
): Promise<Chat[]> => {
  const facts = caches.chats.get(String(memberId)) ?? (await loadChats(db, caches, memberId));
  const others = await cachedMembers(db, caches, facts.map((fact) => fact.otherId));
  return facts.flatMap((fact) => {
    const other = others.get(fact.otherId);
    // The facts may be older than the other member's leaving (which touches only them): their row decides.
    if (other === undefined || isGone(other)) return [];
    return [{
      conversation: { id: fact.conversationId },
      profile: summaryOf(other, settings, now),
      num_unread_messages: fact.numUnread,
      last_message:
        fact.lastText === null || fact.lastSentAt === null || Date.parse(fact.lastSentAt) < since.getTime()
          ? null
          : { text: fact.lastText, sent_at: fact.lastSentAt, from_me: fact.lastSenderId === memberId, kind: fact.lastKind },
    }];
  });
};
