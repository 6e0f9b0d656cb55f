import { setup } from 'xstate';

export type ConnectivityEvent = { type: 'connectivity.online' } | { type: 'connectivity.offline' };

/** Spec §4: offline status from the browser's online and offline events (the adapter sends them). */
export const connectivityMachine = setup({
  types: { context: {} as { startedOnline: boolean }, events: {} as ConnectivityEvent, input: {} as { online: boolean } },
  guards: { startedOffline: ({ context }) => !context.startedOnline },
}).createMachine({
  id: 'connectivity',
  context: ({ input }) => ({ startedOnline: input.online }),
  initial: 'starting',
  states: {
    // Decided at once from what the browser said at start, so the first snapshot is already right.
    starting: { always: [{ guard: 'startedOffline', target: 'offline' }, { target: 'online' }] },
    online: { on: { 'connectivity.offline': 'offline' } },
    offline: { on: { 'connectivity.online': 'online' } },
  },
});

/** Whether the offline banner shows. */
export const selectIsOffline = (s: { matches: (state: 'offline') => boolean }) => s.matches('offline');
