import { isRight } from 'fp-ts/Either';
import { outboxStorageKey, StoredOutbox, type OutboxEntry } from '../io/entities/outbox';

type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A member's unsent messages from localStorage; none when there are none, storage is off, or they do not decode. */
export const readOutbox = (storage: OutboxStorage, memberId: number): OutboxEntry[] => {
  try {
    const text = storage.getItem(outboxStorageKey(memberId));
    if (text === null) return [];
    const decoded = StoredOutbox.decode(JSON.parse(text));
    return isRight(decoded) ? decoded.right : [];
  } catch {
    return [];
  }
};

/** Keeps a member's unsent messages (an empty outbox removes the key); false when storage refused it. */
export const writeOutbox = (storage: OutboxStorage, memberId: number, entries: ReadonlyArray<OutboxEntry>): boolean => {
  try {
    if (entries.length === 0) storage.removeItem(outboxStorageKey(memberId));
    else storage.setItem(outboxStorageKey(memberId), JSON.stringify(StoredOutbox.encode([...entries])));
    return true;
  } catch {
    return false;
  }
};
