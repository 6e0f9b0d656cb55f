import { accept, reject, type Decision } from '../../events/decision';
import type { GiftId } from '../../../io/entities/gift';
import type { ChatPhotoRef, ConversationEvent, ConversationState } from './events';

/** What a message carries besides (instead of) its text: a gift or a photo, with a blank text. */
export type MessageAttachment = { readonly gift: GiftId } | { readonly photo: ChatPhotoRef };

export type ConversationCommand =
  | {
      readonly type: 'StartConversation';
      readonly data: { readonly conversationId: number; readonly from: number; readonly to: number; readonly at: Date };
    }
  | {
      readonly type: 'SendMessage';
      readonly data: {
        readonly messageId: number;
        readonly from: number;
        /** Blank for a gift or a photo. */
        readonly text: string;
        readonly attachment?: MessageAttachment;
        readonly maxLength: number;
        readonly at: Date;
        /** A desk answer: its writer and the member it answers. */
        readonly desk?: { readonly staffId: number; readonly memberId: number };
      };
    }
  | { readonly type: 'MarkConversationRead'; readonly data: { readonly memberId: number; readonly at: Date } }
  | { readonly type: 'AcknowledgeDelivery'; readonly data: { readonly memberId: number; readonly upTo: number; readonly at: Date } }
  | { readonly type: 'RemoveConversation'; readonly data: { readonly memberId: number; readonly at: Date } };

export type ConversationRejection =
  | 'already_started' | 'not_started' | 'not_a_member' | 'with_self' | 'empty_message' | 'message_too_long' | 'text_beside_attachment'
  | 'not_found';

type ConversationDecision = Decision<ConversationEvent, ConversationRejection>;
type Open = Extract<ConversationState, { status: 'open' }>;
type CommandOf<T extends ConversationCommand['type']> = Extract<ConversationCommand, { type: T }>;

export const startConversation = ({ data }: CommandOf<'StartConversation'>, state: ConversationState): ConversationDecision => {
  if (state.status === 'open') return reject('already_started');
  if (data.from === data.to) return reject('with_self');
  return accept({
    type: 'ConversationStarted',
    data: { conversationId: data.conversationId, startedBy: data.from, memberIds: [data.from, data.to], startedAt: data.at.toISOString() },
  });
};

export const sendMessage = ({ data }: CommandOf<'SendMessage'>, state: Open): ConversationDecision => {
  if (!state.memberIds.includes(data.from)) return reject('not_a_member');
  const text = data.text.trim();
  if (data.attachment === undefined && text === '') return reject('empty_message');
  // A gift or a photo is the message: a text beside it would be a second message under one price.
  if (data.attachment !== undefined && text !== '') return reject('text_beside_attachment');
  if (text.length > data.maxLength) return reject('message_too_long');
  return accept({
    type: 'MessageSent',
    data: { conversationId: state.conversationId, messageId: data.messageId, from: data.from, text, sentAt: data.at.toISOString(), ...data.attachment, ...data.desk },
  });
};

/** Reading a conversation without unread messages records nothing. */
export const markConversationRead = ({ data }: CommandOf<'MarkConversationRead'>, state: Open): ConversationDecision => {
  if (!state.memberIds.includes(data.memberId)) return reject('not_a_member');
  if ((state.unread.get(data.memberId) ?? 0) === 0) return accept();
  return accept({ type: 'ConversationRead', data: { conversationId: state.conversationId, memberId: data.memberId, readAt: data.at.toISOString() } });
};

/**
 * A tab received the messages up to `upTo` (held to the newest message): recorded only when it moves the
 * member's mark forward, so a repeated or late acknowledgement records nothing.
 */
export const acknowledgeDelivery = ({ data }: CommandOf<'AcknowledgeDelivery'>, state: Open): ConversationDecision => {
  if (!state.memberIds.includes(data.memberId)) return reject('not_a_member');
  const upTo = Math.min(data.upTo, state.lastMessageId);
  if (upTo <= (state.delivered.get(data.memberId) ?? 0)) return accept();
  return accept({ type: 'MessagesDelivered', data: { conversationId: state.conversationId, memberId: data.memberId, upTo, deliveredAt: data.at.toISOString() } });
};

/** Removing a conversation again before a new message records nothing. */
export const removeConversation = ({ data }: CommandOf<'RemoveConversation'>, state: Open): ConversationDecision => {
  if (!state.memberIds.includes(data.memberId)) return reject('not_a_member');
  const removed = state.removed.get(data.memberId);
  if (removed !== undefined && removed >= state.lastMessageId) return accept();
  return accept({
    type: 'ConversationRemoved',
    data: { conversationId: state.conversationId, memberId: data.memberId, upTo: state.lastMessageId, removedAt: data.at.toISOString() },
  });
};

export const decide = (command: ConversationCommand, state: ConversationState): ConversationDecision => {
  if (command.type === 'StartConversation') return startConversation(command, state);
  if (state.status !== 'open') return reject('not_started');
  switch (command.type) {
    case 'SendMessage':
      return sendMessage(command, state);
    case 'MarkConversationRead':
      return markConversationRead(command, state);
    case 'AcknowledgeDelivery':
      return acknowledgeDelivery(command, state);
    case 'RemoveConversation':
      return removeConversation(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
