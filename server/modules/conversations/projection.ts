import { defineProjection } from '../../events/projection';
import { ConversationEvent } from './events';

/** conversations, conversation_members (unread count per member) and messages. */
export const conversationProjection = defineProjection(
  'conversations',
  ConversationEvent,
  ['conversations', 'conversation_members', 'messages'],
  async (tx, event) => {
    switch (event.type) {
      case 'ConversationStarted': {
        const { conversationId, startedBy, memberIds, startedAt } = event.data;
        await tx.query('INSERT INTO conversations (id, started_by, started_at, last_activity) VALUES ($1, $2, $3, $3)', [
          conversationId,
          startedBy,
          startedAt,
        ]);
        await tx.query('INSERT INTO conversation_members (conversation_id, member_id, num_unread) VALUES ($1, $2, 0), ($1, $3, 0)', [
          conversationId,
          ...memberIds,
        ]);
        return;
      }
      case 'MessageSent': {
        const { conversationId, messageId, from, text, sentAt } = event.data;
        await tx.query('INSERT INTO messages (id, conversation_id, sender_id, text, sent_at) VALUES ($1, $2, $3, $4, $5)', [
          messageId,
          conversationId,
          from,
          text,
          sentAt,
        ]);
        await tx.query('UPDATE conversations SET last_message_id = $2, last_activity = $3 WHERE id = $1', [conversationId, messageId, sentAt]);
        await tx.query('UPDATE conversation_members SET num_unread = num_unread + 1 WHERE conversation_id = $1 AND member_id <> $2', [
          conversationId,
          from,
        ]);
        return;
      }
      case 'ConversationRead':
        await tx.query('UPDATE conversation_members SET num_unread = 0 WHERE conversation_id = $1 AND member_id = $2', [
          event.data.conversationId,
          event.data.memberId,
        ]);
        return;
    }
  },
);
