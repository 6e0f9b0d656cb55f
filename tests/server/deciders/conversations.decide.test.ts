import { describe, it } from 'vitest';
import { decide } from '../../../server/modules/conversations/decide';
import { evolve, initialState, type ConversationEvent } from '../../../server/modules/conversations/events';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec({ initialState, evolve }, decide);
const at = new Date('2026-11-22T10:00:00.000Z');
const iso = at.toISOString();
const started: ConversationEvent = { type: 'ConversationStarted', data: { conversationId: 3, startedBy: 1, memberIds: [1, 2], startedAt: iso } };
const sent = (messageId: number, from: number): ConversationEvent => ({
  type: 'MessageSent',
  data: { conversationId: 3, messageId, from, text: 'hi', sentAt: iso },
});
const send = (from: number, text: string, maxLength = 10) =>
  ({ type: 'SendMessage', data: { messageId: 9, from, text, maxLength, at } }) as const;

describe('conversation decider', () => {
  it('starts a conversation between two different members, once', () => {
    spec.given([]).when({ type: 'StartConversation', data: { conversationId: 3, from: 1, to: 2, at } }).then([started]);
    spec.given([started]).when({ type: 'StartConversation', data: { conversationId: 3, from: 1, to: 2, at } }).thenRejects('already_started');
    spec.given([]).when({ type: 'StartConversation', data: { conversationId: 3, from: 1, to: 1, at } }).thenRejects('with_self');
  });

  it('sends trimmed messages of members only, within the length limit', () => {
    spec.given([started]).when(send(2, '  hi  ')).then([{ ...sent(9, 2) }]);
    spec.given([started]).when(send(5, 'hi')).thenRejects('not_a_member');
    spec.given([started]).when(send(1, '   ')).thenRejects('empty_message');
    spec.given([started]).when(send(1, 'x'.repeat(11))).thenRejects('message_too_long');
    spec.given([]).when(send(1, 'hi')).thenRejects('not_started');
  });

  it('marks read only what is unread', () => {
    const read: ConversationEvent = { type: 'ConversationRead', data: { conversationId: 3, memberId: 2, readAt: iso } };
    spec.given([started, sent(1, 1)]).when({ type: 'MarkConversationRead', data: { memberId: 2, at } }).then([read]);
    spec.given([started, sent(1, 1), read]).when({ type: 'MarkConversationRead', data: { memberId: 2, at } }).then([]);
    spec.given([started, sent(1, 1)]).when({ type: 'MarkConversationRead', data: { memberId: 1, at } }).then([]);
  });
});
