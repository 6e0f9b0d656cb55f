import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../adapters/clock';
import { chunkLoader } from '../../app/chunks';
import { chunkReloadGuardMs, shouldReloadForChunk } from '../../machines/shell/chunk-reload';

/** sessionStorage as a Map: what the loader reads and writes is all this test needs of it. */
const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

const setup = () => {
  let now = 1_000_000;
  const clock = { ...createClock(), now: () => now };
  const events: string[] = [];
  let reloads = 0;
  let arrive = () => undefined as void;
  const messagesArrive = new Promise<void>((resolve) => (arrive = resolve));
  const load = chunkLoader({
    progress: { send: (event) => events.push(event.type) },
    clock,
    storage: memoryStorage(),
    reload: () => (reloads += 1),
    needMessages: async (packs) => {
      events.push(`messages ${packs.join(' ')}`.trim());
      await messagesArrive;
    },
  });
  return { load, events, reloads: () => reloads, advance: (ms: number) => (now += ms), messagesArrived: () => arrive() };
};

const settled = async (promise: Promise<unknown>) => {
  const outcome = await Promise.race([promise.then(() => 'resolved', () => 'rejected'), new Promise((r) => setTimeout(() => r('pending'), 20))]);
  return outcome;
};

describe('route chunk loading', () => {
  it('runs the progress bar around a load', async () => {
    const s = setup();
    s.messagesArrived();
    expect(await s.load(async () => 'screen')).toBe('screen');
    expect(s.events).toEqual(['progress.start', 'messages', 'progress.done']);
  });

  it('gives the chunk only once the message packs it shows have arrived', async () => {
    const s = setup();
    const loading = s.load(async () => 'screen', ['members', 'profile']);
    expect(await settled(loading)).toBe('pending');
    s.messagesArrived();
    expect(await loading).toBe('screen');
    expect(s.events).toEqual(['progress.start', 'messages members profile', 'progress.done']);
  });

  it('reloads the page once for a failed chunk, then lets the next failure within 60 s reach the error page', async () => {
    const s = setup();
    const failing = () => Promise.reject(new Error('chunk gone'));
    expect(await settled(s.load(failing))).toBe('pending');
    expect(s.reloads()).toBe(1);
    s.advance(chunkReloadGuardMs - 1);
    expect(await settled(s.load(failing))).toBe('rejected');
    expect(s.reloads()).toBe(1);
    s.advance(1);
    expect(await settled(s.load(failing))).toBe('pending');
    expect(s.reloads()).toBe(2);
  });

  it('never reloads twice within 60 s, whatever the timing', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 90_000 }), { maxLength: 20 }), (gaps) => {
        let now = 0;
        let last: number | null = null;
        const reloads: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (shouldReloadForChunk(last, now)) {
            reloads.push(now);
            last = now;
          }
        }
        reloads.slice(1).forEach((at, i) => expect(at - (reloads[i] ?? 0)).toBeGreaterThanOrEqual(chunkReloadGuardMs));
      }),
    );
  });
});
