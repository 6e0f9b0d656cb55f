import type { Queryable } from '../db/database';
import { runConversationCommand } from '../modules/conversations/commands';
import type { MessageAttachment } from '../modules/conversations/decide';
import { nextId, nextIds } from '../modules/ids';
import type { Prng } from './prng';

const openers = [
  'Hi! I liked your profile 😊',
  'Hey, how is your week going?',
  'Hello! What brings you here?',
  'You have a great smile. Fancy a chat?',
  'Hi there, nice to see someone new around here!',
];
const replies = [
  'Hi! Thanks, doing well – you?',
  'Haha, good question. Mostly curiosity, and you?',
  'Nice to meet you!',
  'Busy week, but this made it better.',
  'I was just about to write to you!',
];
const followUps = [
  'Do you like travelling?',
  'What do you do for fun at the weekend?',
  'I am free on Friday. Coffee?',
  'Tell me something surprising about you.',
  'Which music are you into?',
  'Good night 😘',
  'Are you still awake?',
];

const minuteMs = 60_000;

export interface ChatPlan {
  readonly member: number;
  readonly partner: number;
  /** Messages before the unread ones, alternating, the partner first; even when some are unread (the member replied last). */
  readonly exchanged: number;
  /** Messages from the partner the member has not read yet. */
  readonly unread: number;
  readonly startedAt: Date;
  /** The member removed the conversation from their list after the last message. */
  readonly removed?: boolean;
  /** Messages (by their index in the conversation) that are a gift or a photo instead of a text. */
  readonly attachments?: ReadonlyMap<number, MessageAttachment>;
}

/** A conversation as played: its id and each message's id and time, in order. */
export interface PlayedChat {
  readonly conversationId: number;
  readonly messages: ReadonlyArray<{ readonly id: number; readonly at: Date }>;
}

/**
 * Plays one conversation through the conversation commands, as the two members would have. Unread
 * messages have reached the member's open tab (delivered) without being read.
 */
export const playChat = async (tx: Queryable, prng: Prng, plan: ChatPlan): Promise<PlayedChat> => {
  const { member, partner } = plan;
  const conversationId = await nextId(tx, 'conversation_id_seq');
  const messageIds = await nextIds(tx, 'message_id_seq', plan.exchanged + plan.unread);
  let at = plan.startedAt;
  const command = (data: { from: number; text: string; attachment?: MessageAttachment }, messageId: number) =>
    runConversationCommand(tx, conversationId, { type: 'SendMessage', data: { ...data, messageId, maxLength: 1000, at } });
  const read = (memberId: number) => runConversationCommand(tx, conversationId, { type: 'MarkConversationRead', data: { memberId, at } });

  await runConversationCommand(tx, conversationId, { type: 'StartConversation', data: { conversationId, from: partner, to: member, at } });
  const messages: { id: number; at: Date }[] = [];
  for (const [i, messageId] of messageIds.entries()) {
    const fromPartner = i % 2 === 0 || i >= plan.exchanged;
    const sender = fromPartner ? partner : member;
    const text = i === 0 ? prng.pick(openers) : fromPartner ? prng.pick(followUps) : prng.pick(replies);
    at = new Date(at.getTime() + prng.int(3, 90) * minuteMs);
    // Whoever writes has read what came before.
    await read(sender);
    // The text is drawn either way, so the draws after it stay as they were.
    const attachment = plan.attachments?.get(i);
    await command(attachment === undefined ? { from: sender, text } : { from: sender, text: '', attachment }, messageId);
    messages.push({ id: messageId, at });
  }
  const lastId = messageIds.at(-1) ?? 0;
  if (plan.unread > 0) {
    await runConversationCommand(tx, conversationId, { type: 'AcknowledgeDelivery', data: { memberId: member, upTo: lastId, at } });
  } else {
    at = new Date(at.getTime() + prng.int(1, 30) * minuteMs);
    await read(member);
  }
  if (plan.removed === true) await runConversationCommand(tx, conversationId, { type: 'RemoveConversation', data: { memberId: member, at } });
  return { conversationId, messages };
};
