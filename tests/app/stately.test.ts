import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, MachineContext } from 'xstate';

/** Stately's inspector window is outside this machine (stately.ai): its factory is replaced to see what it is given. */
const created: Array<{ sanitizeEvent?: (event: AnyEventObject) => AnyEventObject; sanitizeContext?: (context: MachineContext) => MachineContext }> = [];
const received: unknown[] = [];
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: (options: (typeof created)[number]) => {
    created.push(options);
    return { inspect: { next: (event: unknown) => received.push(event) } };
  },
}));

const { connectStately, statelyRequested } = await import('../../app/stately');

describe("Stately's online inspector", () => {
  it('is asked for by ?inspect=stately only', () => {
    expect(statelyRequested('?inspect=stately')).toBe(true);
    expect(statelyRequested('?page=2&inspect=stately')).toBe(true);
    expect(statelyRequested('')).toBe(false);
    expect(statelyRequested('?inspect=other')).toBe(false);
  });

  it('receives every inspection event, with secrets masked in events and contexts', async () => {
    const inspect = await connectStately();
    const event = { type: '@xstate.event' } as Parameters<typeof inspect>[0];
    inspect(event);
    expect(received).toEqual([event]);
    const options = created[0];
    expect(options?.sanitizeEvent?.({ type: 'session.login', email: 'kim@example.test', password: 'secret' })).toEqual({ type: 'session.login', email: 'kim@example.test', password: '••••••' });
    expect(options?.sanitizeContext?.({ form: { password: 'abc', name: 'Kim' } })).toEqual({ form: { password: '•••', name: 'Kim' } });
  });
});
