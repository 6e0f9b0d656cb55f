import { PhotoRejectionReason } from '../../io/entities/photo';
import type { PhotoQueueEvent } from './photo-queue.machine';
import type { TextQueueEvent } from './text-queue.machine';

/** The reasons in the order the reject dialog lists them; digit N picks the Nth. */
export const rejectionReasons = Object.keys(PhotoRejectionReason.keys) as ReadonlyArray<PhotoRejectionReason>;

/** The photo queue's keys as the ? list shows them, each with the event it sends. */
export const queueKeys = [
  { key: 'J', event: { type: 'queue.next' } },
  { key: 'K', event: { type: 'queue.previous' } },
  { key: 'A', event: { type: 'queue.approve' } },
  { key: 'R', event: { type: 'queue.reject' } },
  { key: '?', event: { type: 'help.toggle' } },
] as const satisfies ReadonlyArray<{ key: string; event: PhotoQueueEvent }>;

/**
 * The event of a key pressed on the queue (case-insensitive letters), or null for a key it does not use.
 * While the reason is asked: a digit picks a reason and Escape cancels. Escape also closes the key list.
 */
export const queueKeyEvent = (key: string, askingReason: boolean): PhotoQueueEvent | null => {
  if (key === 'Escape') return askingReason ? { type: 'queue.cancel' } : { type: 'help.close' };
  if (askingReason) {
    const reason = /^[1-9]$/.test(key) ? rejectionReasons[Number(key) - 1] : undefined;
    return reason === undefined ? null : { type: 'queue.reason', reason };
  }
  return queueKeys.find((entry) => entry.key === key.toUpperCase())?.event ?? null;
};

/** The text queue's keys: as the photo queue's, with E (edit) where R (reject) is. */
export const textQueueKeys = [
  { key: 'J', event: { type: 'queue.next' } },
  { key: 'K', event: { type: 'queue.previous' } },
  { key: 'A', event: { type: 'queue.approve' } },
  { key: 'E', event: { type: 'queue.edit' } },
  { key: '?', event: { type: 'help.toggle' } },
] as const satisfies ReadonlyArray<{ key: string; event: TextQueueEvent }>;

/** The event of a key pressed on the text queue; none while an edit is open (its dialog has the keyboard, Escape included). */
export const textQueueKeyEvent = (key: string, editing: boolean): TextQueueEvent | null => {
  if (editing) return null;
  if (key === 'Escape') return { type: 'help.close' };
  return textQueueKeys.find((entry) => entry.key === key.toUpperCase())?.event ?? null;
};
