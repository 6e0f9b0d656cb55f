import type { ChatMessage, Conversation, SentMessage } from '../../io/entities/chat';
import type { LiveSignal } from '../../io/entities/live';
import type { ChatTarget, OutboxEntry } from '../../io/entities/outbox';
import { sameTarget } from './outbox';

/** The conversation's messages with one more (a send's answer, or a repeat of one already there), in id order. */
export const mergeMessage = (messages: ReadonlyArray<ChatMessage>, message: ChatMessage): ChatMessage[] =>
  [...messages.filter((known) => known.id !== message.id), message].sort((a, b) => a.id - b.id);

/** A reloaded conversation, with the messages this tab showed that are newer than the newest it answered. */
export const keepingNewer = (answer: Conversation, shown: Conversation | null): Conversation => {
  const newest = Math.max(0, ...answer.messages.map((message) => message.id));
  const newer = (shown?.messages ?? []).filter((message) => message.id > newest);
  return newer.length === 0 ? answer : { ...answer, messages: [...answer.messages, ...newer] };
};

/** The stored message shows at once (the live notice's reload confirms it); a first one brings its conversation. */
export const withSent = (conversation: Conversation | null, { message }: SentMessage): Conversation | null =>
  conversation === null
    ? null
    : { ...conversation, conversation: conversation.conversation ?? { id: message.conversation_id }, messages: mergeMessage(conversation.messages, message) };

/** Whether the other member wrote something the member has not read yet (opening reads it, spec §4). */
export const needsReading = (conversation: Conversation): boolean =>
  conversation.messages.some((message) => !message.from_me && message.status !== 'read');

/**
 * Whether a live signal may change what a conversation shows: a message or receipt about it, or the stream
 * (re)opening (what was sent before it did was not heard: a receipt while the conversation loaded, say).
 * Typing and a settings change change no message.
 */
export const changesConversation = (signal: LiveSignal, conversationId: number | null): boolean =>
  signal.type === 'opened' || signal.type === 'reopened' || ('conversation_id' in signal && signal.type !== 'typing' && signal.conversation_id === conversationId);

/** The places a screen's unsent messages may be addressed to: its conversation, or its member before it began. */
export const targetsOf = (target: ChatTarget, conversation: Conversation | null): ChatTarget[] => {
  const targets: ChatTarget[] = [target];
  if (conversation?.conversation) targets.push({ conversation_id: conversation.conversation.id });
  if (conversation) targets.push({ member_id: conversation.profile.id });
  return targets;
};

/** The outbox entries that belong to this conversation, oldest first. */
export const pendingHere = (entries: ReadonlyArray<OutboxEntry>, target: ChatTarget, conversation: Conversation | null): OutboxEntry[] => {
  const targets = targetsOf(target, conversation);
  return entries.filter((entry) => targets.some((candidate) => sameTarget(candidate, entry.target)));
};
