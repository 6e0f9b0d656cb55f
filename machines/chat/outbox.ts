import type { ChatTarget, OutboxEntry, OutboxFailure } from '../../io/entities/outbox';
import type { HttpFailure } from '../../io/http-failure';

/** Whether two targets name the same place (the same conversation, or the same member). */
export const sameTarget = (a: ChatTarget, b: ChatTarget): boolean =>
  'conversation_id' in a ? 'conversation_id' in b && a.conversation_id === b.conversation_id : 'member_id' in b && a.member_id === b.member_id;

/**
 * The entry to send next: the oldest one waiting whose target has no refused entry before it, so the
 * messages of one conversation arrive in the order they were written and a refusal holds back only its own.
 */
export const nextToSend = (entries: ReadonlyArray<OutboxEntry>): OutboxEntry | undefined =>
  entries.find(
    (entry, index) => entry.failure === null && !entries.slice(0, index).some((before) => before.failure !== null && sameTarget(before.target, entry.target)),
  );

const refusals: ReadonlyArray<OutboxFailure> = ['insufficient_credits', 'email_not_confirmed', 'conversation_limit_reached', 'not_found'];

/**
 * What a failed send means for its entry: null when it may have not reached the server (network, 5xx,
 * 409, 429: try again later with the same key), else the refusal to show (a 4xx: nothing was stored).
 */
export const refusalOf = (failure: HttpFailure): OutboxFailure | null => {
  if (failure.kind !== 'http' || failure.status >= 500 || failure.status === 409 || failure.status === 429) return null;
  const code = refusals.find((candidate) => candidate === failure.body?.error);
  return code ?? (failure.status === 404 ? 'not_found' : 'refused');
};

/** Why a photo was not sent: a refusal of any send, a file the server cannot take, or no answer. */
export type PhotoFailure = OutboxFailure | 'invalid_image' | 'too_large' | 'network';

export const photoFailureOf = (failure: HttpFailure): PhotoFailure => {
  if (failure.kind === 'http' && failure.status === 413) return 'too_large';
  if (failure.kind === 'http' && failure.body?.error === 'invalid_image') return 'invalid_image';
  return refusalOf(failure) ?? 'network';
};
