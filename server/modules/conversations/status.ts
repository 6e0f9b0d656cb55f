import type { MessageStatus } from '../../../io/entities/chat';

/** What the two members' marks say about a conversation's messages, as its viewer sees them. */
export interface ConversationMarks {
  readonly viewerId: number;
  /** Messages to the viewer they have not read: the newest that many of the other member's. */
  readonly viewerUnread: number;
  /** The viewer's messages the other member has not read: the newest that many of the viewer's. */
  readonly otherUnread: number;
  /** The message the other member's tabs have received up to (0: none). */
  readonly otherDeliveredUpTo: number;
}

interface Sent {
  readonly id: number;
  readonly senderId: number;
}

/**
 * The status of each message (same order as given, which must be the conversation's newest messages): the
 * viewer's own are read unless among the other member's unread, else delivered once the other member's tab
 * received them, else sent; messages to the viewer are read unless among the viewer's unread (delivered:
 * they are on the viewer's screen now).
 */
export const statusesOf = (messages: ReadonlyArray<Sent>, marks: ConversationMarks): MessageStatus[] => {
  let own = 0;
  let theirs = 0;
  const newestFirst = [...messages].reverse().map((message): MessageStatus => {
    if (message.senderId === marks.viewerId) {
      own += 1;
      if (own > marks.otherUnread) return 'read';
      return message.id <= marks.otherDeliveredUpTo ? 'delivered' : 'sent';
    }
    theirs += 1;
    return theirs > marks.viewerUnread ? 'read' : 'delivered';
  });
  return newestFirst.reverse();
};
