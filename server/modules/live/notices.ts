import type { AddressedNotice } from '../../cache/change';
import type { Queryable } from '../../db/database';
import { conversationMemberIds } from '../conversations/read';
import type { DomainEvent } from '../domain-event';

/** The conversation's members but `memberId`. */
const othersIn = async (q: Queryable, conversationId: number, memberId: number): Promise<number[]> =>
  (await conversationMemberIds(q, conversationId)).filter((id) => id !== memberId);

/**
 * Whose open tabs hear of an event at once, and what: a message reaches both members (the sender's other
 * tabs as their own), a delivery or a read reaches the member whose messages they were. Every other event
 * is left to the refresh cadence and the read caches.
 */
export const liveNoticesOf = async (q: Queryable, event: DomainEvent): Promise<AddressedNotice[]> => {
  switch (event.type) {
    case 'MessageSent': {
      const { conversationId, messageId, from } = event.data;
      const message = { type: 'message', conversation_id: conversationId, message_id: messageId } as const;
      return [
        { to: [from], notice: { ...message, from_me: true } },
        { to: await othersIn(q, conversationId, from), notice: { ...message, from_me: false } },
      ];
    }
    case 'MessagesDelivered': {
      const { conversationId, memberId } = event.data;
      return [{ to: await othersIn(q, conversationId, memberId), notice: { type: 'delivered', conversation_id: conversationId } }];
    }
    case 'ConversationRead': {
      const { conversationId, memberId } = event.data;
      return [{ to: await othersIn(q, conversationId, memberId), notice: { type: 'read', conversation_id: conversationId } }];
    }
    default:
      return [];
  }
};
