import { expect } from 'vitest';
import type { Decision } from '../../../server/events/decision';

interface Folds<S, E> {
  readonly initialState: () => S;
  readonly evolve: (state: S, event: E) => S;
}

/**
 * given / when / then for a decider (emmett style):
 *   spec.given([past events]).when(command).then([new events])  or  .thenRejects(reason)
 */
export const deciderSpec = <S, E, C, R>(aggregate: Folds<S, E>, decide: (command: C, state: S) => Decision<E, R>) => ({
  given: (events: ReadonlyArray<E>) => ({
    when: (command: C) => {
      const decision = decide(command, events.reduce(aggregate.evolve, aggregate.initialState()));
      return {
        decision,
        then: (expected: ReadonlyArray<E>) => expect(decision).toEqual({ kind: 'accepted', events: expected }),
        thenRejects: (reason: R) => expect(decision).toEqual({ kind: 'rejected', reason }),
      };
    },
  }),
});
