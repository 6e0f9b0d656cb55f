import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectivityMachine, selectIsOffline } from '../../machines/connectivity/connectivity.machine';
import { exploreEveryTransition } from './support/transition-coverage';

describe('connectivity machine', () => {
  it('reaches every declared transition, starting online and offline', () => {
    const [fromOnline, fromOffline] = [true, false].map((online) =>
      exploreEveryTransition(connectivityMachine, {
        input: { online },
        events: [{ type: 'connectivity.online' }, { type: 'connectivity.offline' }],
        check: (snapshot) => expect(snapshot.matches('starting')).toBe(false),
      }),
    );
    // Each start takes one of the two start-up transitions; together they take all.
    expect(fromOnline?.missed.filter((name) => fromOffline?.missed.includes(name))).toEqual([]);
    expect([...(fromOnline?.errors ?? []), ...(fromOffline?.errors ?? [])]).toEqual([]);
  });

  it('shows the offline banner exactly when the last browser event said offline', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.boolean(), { maxLength: 10 }), (online, changes) => {
        const actor = createActor(connectivityMachine, { input: { online } }).start();
        for (const up of changes) actor.send({ type: up ? 'connectivity.online' : 'connectivity.offline' });
        expect(selectIsOffline(actor.getSnapshot())).toBe(!(changes.at(-1) ?? online));
      }),
    );
  });
});
