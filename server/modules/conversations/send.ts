import type { SendMessageRequest, SentMessage } from '../../../io/entities/chat';
import type { Settings } from '../../../io/entities/settings';
import type { GiftId } from '../../../io/entities/gift';
import type { Queryable } from '../../db/database';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import { runAccountCommand } from '../accounts/commands';
import { nextId } from '../ids';
import type { MemberRow } from '../members/member-row';
import { findShownMember } from '../members/shown-to';
import { chatPhotoView } from './chat-photo';
import { runConversationCommand } from './commands';
import type { MessageAttachment } from './decide';
import type { ChatPhotoRef } from './events';
import { findConversationBetween, findConversationPartner } from './read';

/** Spec §6: a free member starts at most 2 conversations (answering or continuing one is always allowed). */
export const freeConversationStarts = 2;

/** How many more conversations the member may start: null when unlimited (paid), never below 0. */
export const conversationStartsLeft = async (q: Queryable, member: MemberRow): Promise<number | null> => {
  if (member.paid_user) return null;
  const [started] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM conversations WHERE started_by = $1', [member.id]);
  return Math.max(0, freeConversationStarts - (started?.n ?? 0));
};

/** A command refused after the member was charged: thrown, so the request's transaction rolls back and nothing is kept. */
class RefusedAfterCharge extends Error {
  constructor(reason: string) {
    super(`message refused after the charge: ${reason}`);
    this.name = 'RefusedAfterCharge';
  }
}

/** What a message is: a text, a gift, or a photo already processed and stored (their text is blank). */
export type MessageContent =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'gift'; readonly gift: GiftId }
  | { readonly kind: 'photo'; readonly photo: ChatPhotoRef };

interface Sending {
  readonly sender: MemberRow;
  /** A conversation of the sender's, or a member: exactly one of the two. */
  readonly target: { readonly conversation_id?: number | undefined; readonly member_id?: number | undefined };
  readonly content: MessageContent;
  readonly settings: Settings;
  readonly at: Date;
}

/** A chat.php body's message: its text or its gift, exactly one of the two (else 400 naming text). */
export const contentOf = ({ text, gift }: SendMessageRequest): MessageContent | Answer<never> => {
  if (gift !== undefined) return text === undefined ? { kind: 'gift', gift } : invalidInput('text');
  return text === undefined ? invalidInput('text') : { kind: 'text', text };
};

/** What a message costs (spec §1: message_credits, photo_credits, gift_credits) and what the ledger says it paid for. */
const priceOf = (content: MessageContent, settings: Settings) => {
  switch (content.kind) {
    case 'text':
      return { credits: settings.message_credits, kind: 'message' } as const;
    case 'gift':
      return { credits: settings.gift_credits, kind: 'gift' } as const;
    case 'photo':
      return { credits: settings.photo_credits, kind: 'photo' } as const;
  }
};

/** The stored text and what the message carries besides it. */
const partsOf = (content: MessageContent): { readonly text: string; readonly attachment?: MessageAttachment } => {
  switch (content.kind) {
    case 'text':
      return { text: content.text.trim() };
    case 'gift':
      return { text: '', attachment: { gift: content.gift } };
    case 'photo':
      return { text: '', attachment: { photo: content.photo } };
  }
};

/** Where the message goes: a conversation of the sender's, or the one with a member (to be started if none). */
type Destination = { readonly conversationId: number; readonly start: null } | { readonly conversationId: number; readonly start: number };

const notFound = () => fail(404, { error: 'not_found' });

const destinationOf = async (tx: Queryable, { sender, target, settings }: Sending): Promise<Destination | Answer<never>> => {
  const { conversation_id: conversationId, member_id: memberId } = target;
  if ((conversationId === undefined) === (memberId === undefined)) return invalidInput('conversation_id');
  if (conversationId !== undefined) {
    const partner = await findConversationPartner(tx, conversationId, sender.id);
    return partner === undefined ? notFound() : { conversationId, start: null };
  }
  if (memberId === undefined || memberId === sender.id) return invalidInput('member_id');
  const shown = await findShownMember(tx, { viewerId: sender.id, memberId, countries: settings.countries });
  if (shown === undefined) return notFound();
  // Two first messages between the same two members wait for each other here: the later one then finds the
  // conversation the earlier one started (READ COMMITTED: each statement sees what committed before it).
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`conversation-pair:${String(Math.min(sender.id, memberId))}:${String(Math.max(sender.id, memberId))}`]);
  const existing = await findConversationBetween(tx, sender.id, memberId);
  if (existing !== undefined) return { conversationId: existing, start: null };
  // A free member's starts are counted one at a time, so two first messages to different members cannot both
  // take the last free start.
  if (!sender.paid_user) await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`conversation-starts:${String(sender.id)}`]);
  if ((await conversationStartsLeft(tx, sender)) === 0) return fail(403, { error: 'conversation_limit_reached' });
  return { conversationId: await nextId(tx, 'conversation_id_seq'), start: memberId };
};

/**
 * Sends one message, paid for with the site's price of its kind, all in the caller's transaction: the
 * charge first (refused: nothing is written), then the conversation (started if new) and the message.
 * Run as a keyed request, a retry with the same Idempotency-Key answers the first result: one message,
 * one charge. Free messages are the credits a member was granted at signup (`signup_credits`).
 */
export const sendMessage = async (tx: Queryable, sending: Sending): Promise<Answer<SentMessage>> => {
  const { sender, content, settings, at } = sending;
  if (sender.status === 'not_confirmed') return fail(403, { error: 'email_not_confirmed' });
  const { text, attachment } = partsOf(content);
  if (content.kind === 'text' && (text === '' || text.length > settings.message_length)) return invalidInput('text');
  const destination = await destinationOf(tx, sending);
  if ('ok' in destination) return destination;
  const { conversationId } = destination;
  const messageId = await nextId(tx, 'message_id_seq');
  const price = priceOf(content, settings);
  const charge = await runAccountCommand(tx, sender.id, {
    type: 'SpendCredits',
    data: { credits: price.credits, purpose: { kind: price.kind, conversationId, messageId }, at },
  });
  if (charge.kind === 'rejected') return charge.reason === 'insufficient_credits' ? fail(402, { error: 'insufficient_credits' }) : notFound();
  if (destination.start !== null) {
    const started = await runConversationCommand(tx, conversationId, {
      type: 'StartConversation', data: { conversationId, from: sender.id, to: destination.start, at },
    });
    if (started.kind === 'rejected') throw new RefusedAfterCharge(started.reason);
  }
  const sent = await runConversationCommand(tx, conversationId, {
    type: 'SendMessage', data: { messageId, from: sender.id, text, ...(attachment === undefined ? {} : { attachment }), maxLength: settings.message_length, at },
  });
  if (sent.kind === 'rejected') throw new RefusedAfterCharge(sent.reason);
  const [balance] = await tx.query<{ credits: number }>('SELECT credits FROM members WHERE id = $1', [sender.id]);
  const photo = content.kind === 'photo' ? chatPhotoView(sender.id, content.photo, { memberId: sender.id, premium: sender.paid_user }) : null;
  return ok({
    message: {
      id: messageId, conversation_id: conversationId, from_me: true, text, sent_at: at.toISOString(), status: 'sent',
      gift: content.kind === 'gift' ? content.gift : null, photo,
    },
    credits: balance?.credits ?? 0,
  });
};
