import { describe, expect, it } from 'vitest';
import { liveSignals$, liveStreamPath, type LiveSource } from '../../adapters/live';
import { liveEventName, type LiveSignal } from '../../io/entities/live';

/** An EventSource double: the test fires its events as the browser would. */
const fakeSource = () => {
  const listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  const state = { path: '', closed: false };
  const source: LiveSource = {
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    close: () => {
      state.closed = true;
    },
  };
  const fire = (type: string, data = '') => {
    for (const listener of listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  };
  const open = (path: string) => {
    state.path = path;
    return source;
  };
  return { open, fire, state };
};

describe('the live stream adapter', () => {
  it('signals the first opening, each reopening and every notice that decodes, drops the rest, and closes the stream on unsubscribe', () => {
    const source = fakeSource();
    const signals: LiveSignal[] = [];
    const subscription = liveSignals$(source.open).subscribe((signal) => signals.push(signal));
    expect(source.state.path).toBe(liveStreamPath);
    source.fire('open');
    source.fire(liveEventName, JSON.stringify({ type: 'message', conversation_id: 3, message_id: 9, from_me: false }));
    source.fire(liveEventName, JSON.stringify({ type: 'message', conversation_id: 'x' }));
    source.fire(liveEventName, 'not json');
    source.fire('open');
    source.fire(liveEventName, JSON.stringify({ type: 'typing', conversation_id: 3 }));
    expect(signals).toEqual([
      { type: 'opened' },
      { type: 'message', conversation_id: 3, message_id: 9, from_me: false },
      { type: 'reopened' },
      { type: 'typing', conversation_id: 3 },
    ]);
    expect(source.state.closed).toBe(false);
    subscription.unsubscribe();
    expect(source.state.closed).toBe(true);
  });
});
