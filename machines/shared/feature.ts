import type { AnyStateMachine } from 'xstate';
import type { Platform } from './platform';

/** Every actor a machine declares, each one required: a feature cannot leave a placeholder in place. */
export type ActorImplementations<M extends AnyStateMachine> = Required<NonNullable<Parameters<M['provide']>[0]['actors']>>;

/** What a feature folder's `create<Feature>Implementations` returns for its machine. */
export interface Implementations<M extends AnyStateMachine> {
  readonly actors: ActorImplementations<M>;
}

/** A machine with the factory of its implementations: the unit app/ composes without knowing its actors. */
export interface Feature<M extends AnyStateMachine> {
  readonly machine: M;
  readonly provide: (platform: Platform) => M;
}

export const feature = <M extends AnyStateMachine>(machine: M, implement: (platform: Platform) => Implementations<M>): Feature<M> => ({
  machine,
  // provide() returns the machine's own type; inside this generic function TypeScript only sees AnyStateMachine.
  provide: (platform) => machine.provide(implement(platform)) as M,
});

/** The machine a feature provides. */
export type MachineOf<F> = F extends Feature<infer M> ? M : never;
