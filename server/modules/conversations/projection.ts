import type { Queryable } from '../../db/database';
import { defineProjection } from '../../events/projection';
import { ConversationEvent } from './events';

/** One member's row of a conversation: their unread count, or how far they received or removed it. */
const setMemberMark = async (
  tx: Queryable,
  { conversationId, memberId }: { readonly conversationId: number; readonly memberId: number },
  column: 'num_unread' | 'delivered_up_to' | 'removed_up_to',
  value: number,
): Promise<void> => {
  await tx.query(`UPDATE conversation_members SET ${column} = $3 WHERE conversation_id = $1 AND member_id = $2`, [conversationId, memberId, value]);
};

/** conversations, conversation_members (unread count, delivery and removal marks per member) and messages. */
export const conversationProjection = defineProjection(
  'conversations',
  ConversationEvent,
  ['conversations', 'conversation_members', 'messages'],
  async (tx, event) => {
    switch (event.type) {
      case 'ConversationStarted': {
        const { conversationId, startedBy, memberIds, startedAt } = event.data;
        const [, startedWith] = memberIds;
        await tx.query('INSERT INTO conversations (id, started_by, started_with, started_at, last_activity) VALUES ($1, $2, $3, $4, $4)', [
          conversationId,
          startedBy,
          startedWith,
          startedAt,
        ]);
        await tx.query('INSERT INTO conversation_members (conversation_id, member_id, num_unread) VALUES ($1, $2, 0), ($1, $3, 0)', [
          conversationId,
          ...memberIds,
        ]);
        return;
      }
      case 'MessageSent': {
        const { conversationId, messageId, from, text, sentAt, gift, photo } = event.data;
        // A blank message is one the chat history limit purged: it counted, but is no longer kept.
        if (text !== '' || gift !== undefined || photo !== undefined) {
          await tx.query('INSERT INTO messages (id, conversation_id, sender_id, text, sent_at, gift, photo) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)', [
            messageId,
            conversationId,
            from,
            text,
            sentAt,
            gift ?? null,
            photo === undefined ? null : JSON.stringify(photo),
          ]);
        }
        await tx.query('UPDATE conversations SET last_message_id = $2, last_activity = $3 WHERE id = $1', [conversationId, messageId, sentAt]);
        await tx.query('UPDATE conversation_members SET num_unread = num_unread + 1 WHERE conversation_id = $1 AND member_id <> $2', [
          conversationId,
          from,
        ]);
        return;
      }
      case 'ConversationRead':
        return setMemberMark(tx, event.data, 'num_unread', 0);
      case 'MessagesDelivered':
        return setMemberMark(tx, event.data, 'delivered_up_to', event.data.upTo);
      case 'ConversationRemoved':
        return setMemberMark(tx, event.data, 'removed_up_to', event.data.upTo);
    }
  },
);
