import type { AddressedNotice } from '../../cache/change';
import type { Queryable } from '../../db/database';
import { conversationMemberIds } from '../conversations/read';
import type { DomainEvent } from '../domain-event';

/**
 * Whose open tabs hear of an event at once, and what: a message reaches both members (the sender's other
 * tabs too), a read reaches the member whose messages were read. Every other event is left to the refresh
 * cadence and the read caches.
 */
export const liveNoticesOf = async (q: Queryable, event: DomainEvent): Promise<AddressedNotice[]> => {
  switch (event.type) {
    case 'MessageSent': {
      const { conversationId, messageId } = event.data;
      return [{ to: await conversationMemberIds(q, conversationId), notice: { type: 'message', conversation_id: conversationId, message_id: messageId } }];
    }
    case 'ConversationRead': {
      const { conversationId, memberId } = event.data;
      const others = (await conversationMemberIds(q, conversationId)).filter((id) => id !== memberId);
      return [{ to: others, notice: { type: 'read', conversation_id: conversationId } }];
    }
    default:
      return [];
  }
};
