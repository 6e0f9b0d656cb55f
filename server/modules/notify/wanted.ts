import type { NotificationType } from '../../../io/entities/account';
import type { Queryable } from '../../db/database';
import { conversationMemberIds } from '../conversations/read';
import type { DomainEvent } from '../domain-event';
import type { MailKind } from '../mail/outbox';

/** A notification mail an event wants: to whom, of which type the member chooses, about whom, and where its link leads. */
export interface WantedMail {
  readonly to: number;
  readonly type: Extract<NotificationType, 'new_conversations' | 'new_messages' | 'like'>;
  readonly from: number;
  /** The browser route the link opens (the origin goes in front). */
  readonly path: string;
}

/** One mail kind per notification type: the hourly throttle counts per member and kind. */
export const mailKindOf: Readonly<Record<WantedMail['type'], MailKind>> = {
  new_conversations: 'notify_conversation',
  new_messages: 'notify_message',
  like: 'notify_like',
};

// Read after the message was projected: no message before it means it opened the conversation. A conversation
// the receiver started themselves is no new conversation to them, so its first answer counts as a message.
const opensConversation = async (q: Queryable, conversationId: number, messageId: number, receiver: number): Promise<boolean> =>
  (
    await q.query(
      `SELECT 1 FROM conversations c WHERE c.id = $1 AND c.started_by <> $3
         AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.id < $2)`,
      [conversationId, messageId, receiver],
    )
  ).length > 0;

/**
 * Who hears of an event by e-mail: a message its receiver (a conversation's first message as a new
 * conversation), a like the liked member. Every like counts, also one that answers a like and so makes a
 * match: the liked member learns of it only this way when not online.
 */
export const mailsWantedBy = async (q: Queryable, event: DomainEvent): Promise<WantedMail[]> => {
  switch (event.type) {
    case 'MessageSent': {
      const { conversationId, messageId, from } = event.data;
      const wanted: WantedMail[] = [];
      for (const to of (await conversationMemberIds(q, conversationId)).filter((id) => id !== from)) {
        const type = (await opensConversation(q, conversationId, messageId, to)) ? 'new_conversations' : 'new_messages';
        wanted.push({ to, type, from, path: `/chats/${String(conversationId)}` });
      }
      return wanted;
    }
    case 'LikeGiven':
      return [{ to: event.data.to, type: 'like', from: event.data.from, path: '/likes' }];
    default:
      return [];
  }
};
