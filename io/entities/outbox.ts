import * as t from 'io-ts';
import { Id, NonNegativeInt } from '../codec/primitives';
import { GiftId } from './gift';

/** Where a message goes: a conversation of the member's, or a member (whose conversation is started if none). */
export const ChatTarget = t.union([t.type({ conversation_id: Id }), t.type({ member_id: Id })]);
export type ChatTarget = t.TypeOf<typeof ChatTarget>;

/**
 * Why the server refused a message for good (a retry sends it anew, with a new key, since nothing was
 * stored or charged): the spec §8 errors a send can meet, and `refused` for any other refusal.
 */
export const OutboxFailure = t.keyof({
  insufficient_credits: null,
  email_not_confirmed: null,
  conversation_limit_reached: null,
  not_found: null,
  refused: null,
});
export type OutboxFailure = t.TypeOf<typeof OutboxFailure>;

/**
 * A message (a text or a gift) the member sent that the server has not confirmed yet. `key` is its Idempotency-Key, the same
 * on every attempt (and after a reload), so the server stores and charges it once.
 */
export const OutboxEntry = t.type({
  key: t.string,
  target: ChatTarget,
  /** The message's text; empty for a gift. */
  text: t.string,
  gift: t.union([GiftId, t.null]),
  queued_at: NonNegativeInt,
  failure: t.union([OutboxFailure, t.null]),
});
export type OutboxEntry = t.TypeOf<typeof OutboxEntry>;

/** The outbox as kept in localStorage (one key per member), oldest first. */
export const StoredOutbox = t.array(OutboxEntry);

/** The localStorage key of a member's outbox. */
export const outboxStorageKey = (memberId: number): string => `outbox-${String(memberId)}`;
