import { fromCallback, fromPromise, type EventObject } from 'xstate';

/** Thrown by a placeholder actor: the app forgot `machine.provide({ actors })` for this side effect. */
export class ActorNotProvided extends Error {
  constructor(name: string) {
    super(`Actor "${name}" is not provided; supply it with machine.provide({ actors: { ${name} } })`);
    this.name = 'ActorNotProvided';
  }
}

const placeholders = new WeakSet<object>();

const placeholder = <L extends object>(logic: L): L => {
  placeholders.add(logic);
  return logic;
};

/** Whether an actor logic is a placeholder still waiting for the app's implementation. */
export const isPlaceholder = (logic: unknown): boolean => typeof logic === 'object' && logic !== null && placeholders.has(logic);

/** A placeholder for a one-answer side effect (fetch and the like). */
export const promiseNotProvided = <Output, Input = void>(name: string) =>
  placeholder(fromPromise<Output, Input>(() => Promise.reject(new ActorNotProvided(name))));

/** A placeholder for a streaming side effect (timers, sinks). */
export const callbackNotProvided = <Input = void, Received extends EventObject = EventObject>(name: string) =>
  placeholder(
    fromCallback<Received, Input>(() => {
      throw new ActorNotProvided(name);
    }),
  );
