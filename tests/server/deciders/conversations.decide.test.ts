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

  it('records a delivery only when it moves the member mark forward, held to the newest message', () => {
    const ack = (upTo: number) => ({ type: 'AcknowledgeDelivery', data: { memberId: 2, upTo, at } }) as const;
    const delivered = (upTo: number): ConversationEvent => ({ type: 'MessagesDelivered', data: { conversationId: 3, memberId: 2, upTo, deliveredAt: iso } });
    spec.given([started, sent(1, 1), sent(2, 1)]).when(ack(2)).then([delivered(2)]);
    spec.given([started, sent(1, 1), sent(2, 1)]).when(ack(99)).then([delivered(2)]);
    spec.given([started, sent(1, 1), sent(2, 1), delivered(2)]).when(ack(2)).then([]);
    spec.given([started, sent(1, 1), sent(2, 1), delivered(2)]).when(ack(1)).then([]);
    spec.given([started]).when(ack(1)).then([]);
    spec.given([started, sent(1, 1)]).when({ type: 'AcknowledgeDelivery', data: { memberId: 7, upTo: 1, at } }).thenRejects('not_a_member');
  });

  it('removes a conversation up to its newest message, once until a new message comes', () => {
    const remove = { type: 'RemoveConversation', data: { memberId: 2, at } } as const;
    const removed = (upTo: number): ConversationEvent => ({ type: 'ConversationRemoved', data: { conversationId: 3, memberId: 2, upTo, removedAt: iso } });
    spec.given([started, sent(1, 1)]).when(remove).then([removed(1)]);
    spec.given([started, sent(1, 1), removed(1)]).when(remove).then([]);
    spec.given([started, sent(1, 1), removed(1), sent(4, 1)]).when(remove).then([removed(4)]);
    spec.given([started]).when(remove).then([removed(0)]);
    spec.given([started, removed(0)]).when(remove).then([]);
    spec.given([started]).when({ type: 'RemoveConversation', data: { memberId: 7, at } }).thenRejects('not_a_member');
    spec.given([]).when(remove).thenRejects('not_started');
  });
});
