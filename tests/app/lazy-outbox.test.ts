import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lazyOutbox } from '../../app/lazy-outbox';
import type { OutboxCommand, OutboxPort } from '../../machines/shared/platform';

const fakePort = () => {
  const told: OutboxCommand[] = [];
  const port: OutboxPort = { tell: (command) => told.push(command), state$: new BehaviorSubject({ entries: [], sending: 'k' }), sent$: new Subject() };
  return { port, told };
};

describe('the lazily loaded outbox', () => {
  it('loads nothing until used, loads once, and hands over what was told before it arrived', async () => {
    const { port, told } = fakePort();
    let loads = 0;
    let arrive: (port: OutboxPort) => void = () => undefined;
    const outbox = lazyOutbox(() => {
      loads += 1;
      return new Promise((resolve) => {
        arrive = resolve;
      });
    });
    expect(loads).toBe(0);
    outbox.tell({ type: 'discard', key: 'a' });
    const states: Array<string | null> = [];
    outbox.state$.subscribe((state) => states.push(state.sending));
    expect(loads).toBe(1);
    expect(told).toEqual([]);
    arrive(port);
    await outbox.start();
    await Promise.resolve();
    expect(told).toEqual([{ type: 'discard', key: 'a' }]);
    expect(states).toEqual(['k']);
    expect(loads).toBe(1);
  });
});
