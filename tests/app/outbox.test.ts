import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { startOutbox } from '../../app/outbox';
import { outboxStorageKey, StoredOutbox } from '../../io/entities/outbox';
import type { SentMessage } from '../../io/entities/chat';
import { aMessage } from '../support/fixtures';
import { fakeCall } from '../support/platform';
import { flush } from '../machines/support/actors';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
};

/** One tab's outbox for member 1 on a shared storage; sends are stored by key, as the server does. */
const tab = (storage: ReturnType<typeof memoryStorage>, online: BehaviorSubject<boolean>, stored: Map<string, string>, prefix: string) => {
  let keys = 0;
  return startOutbox({
    call: fakeCall({
      sendMessage: async ({ body, idempotencyKey }): Promise<SentMessage> => {
        if (!online.value) throw { kind: 'network' };
        if (idempotencyKey !== undefined && !stored.has(idempotencyKey)) stored.set(idempotencyKey, body?.text ?? '');
        return { message: aMessage(stored.size, true), credits: 1 };
      },
    }),
    storage,
    online$: online,
    memberId$: new BehaviorSubject<number | null>(1),
    newKey: () => `${prefix}-${String((keys += 1))}`,
    now: () => 0,
  });
};

describe('the outbox in two tabs of one member', () => {
  it('keeps what each tab wrote offline in storage, and sends each message once when back online', async () => {
    const storage = memoryStorage();
    const online = new BehaviorSubject(false);
    const stored = new Map<string, string>();
    const first = tab(storage, online, stored, 'a');
    const second = tab(storage, online, stored, 'b');
    first.tell({ type: 'queue', target: { conversation_id: 7 }, text: 'from the first tab', gift: null });
    await flush(10);
    second.tell({ type: 'queue', target: { conversation_id: 7 }, text: 'from the second tab', gift: null });
    await flush(10);
    const kept = StoredOutbox.decode(JSON.parse(storage.getItem(outboxStorageKey(1)) ?? '[]'));
    expect(kept._tag === 'Right' ? kept.right.map((entry) => entry.text).sort() : kept).toEqual(['from the first tab', 'from the second tab']);
    online.next(true);
    await flush(30);
    expect([...stored.values()].sort()).toEqual(['from the first tab', 'from the second tab']);
    expect(storage.getItem(outboxStorageKey(1))).toBeNull();
  });
});
