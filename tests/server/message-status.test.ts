import { describe, expect, it } from 'vitest';
import { statusesOf } from '../../server/modules/conversations/status';

const viewer = 1;
const other = 2;
const messages = [
  { id: 10, senderId: viewer },
  { id: 11, senderId: other },
  { id: 12, senderId: viewer },
  { id: 13, senderId: viewer },
  { id: 14, senderId: other },
];

describe('message statuses from the members marks', () => {
  it('reads the newest unread of each side from the end, and delivery up to the other mark', () => {
    expect(statusesOf(messages, { viewerId: viewer, viewerUnread: 1, otherUnread: 2, otherDeliveredUpTo: 12 })).toEqual([
      'read', 'read', 'delivered', 'sent', 'delivered',
    ]);
    expect(statusesOf(messages, { viewerId: viewer, viewerUnread: 0, otherUnread: 0, otherDeliveredUpTo: 0 })).toEqual(['read', 'read', 'read', 'read', 'read']);
    expect(statusesOf(messages, { viewerId: viewer, viewerUnread: 5, otherUnread: 5, otherDeliveredUpTo: 0 })).toEqual([
      'sent', 'delivered', 'sent', 'sent', 'delivered',
    ]);
  });
});
