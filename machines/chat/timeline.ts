import type { ChatMessage, ChatPhoto, MessageStatus } from '../../io/entities/chat';
import type { GiftId } from '../../io/entities/gift';
import type { OutboxEntry, OutboxFailure } from '../../io/entities/outbox';

/** Where a message is on its way: the outbox's states before the server has it, then the server's. */
export type TimelineStatus = 'queued' | 'sending' | 'failed' | MessageStatus;

export interface TimelineItem {
  /** Stable across the move from the outbox to the server: the entry's key (kept for the stored message), else `m<id>`. */
  readonly key: string;
  readonly text: string;
  readonly gift: GiftId | null;
  readonly photo: ChatPhoto | null;
  readonly fromMe: boolean;
  /** Milliseconds since the epoch: when the server stored it, or when it was written. */
  readonly at: number;
  readonly status: TimelineStatus;
  readonly failure: OutboxFailure | null;
  /** The outbox entry's key, for retry and discard; null for a stored message. */
  readonly outboxKey: string | null;
}

const stored = (message: ChatMessage, sentKeys: Readonly<Record<number, string>>): TimelineItem => ({
  key: sentKeys[message.id] ?? `m${String(message.id)}`,
  text: message.text,
  gift: message.gift,
  photo: message.photo,
  fromMe: message.from_me,
  at: Date.parse(message.sent_at),
  status: message.status,
  failure: null,
  outboxKey: null,
});

const unsent = (entry: OutboxEntry, sending: string | null): TimelineItem => ({
  key: entry.key,
  text: entry.text,
  gift: entry.gift,
  photo: null,
  fromMe: true,
  at: entry.queued_at,
  status: entry.failure !== null ? 'failed' : entry.key === sending ? 'sending' : 'queued',
  failure: entry.failure,
  outboxKey: entry.key,
});

/** The conversation as the member sees it: the stored messages in order, then what is still unsent. */
export const timelineOf = (
  messages: ReadonlyArray<ChatMessage>,
  pending: ReadonlyArray<OutboxEntry>,
  sending: string | null,
  sentKeys: Readonly<Record<number, string>> = {},
): TimelineItem[] => {
  // Stored already (its answer came before the outbox let go of it): shown once, as stored.
  const storedKeys = new Set(Object.values(sentKeys));
  return [...messages.map((message) => stored(message, sentKeys)), ...pending.filter((entry) => !storedKeys.has(entry.key)).map((entry) => unsent(entry, sending))];
};
