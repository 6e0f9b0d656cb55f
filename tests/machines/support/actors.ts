import { fromCallback, fromPromise, type EventObject } from 'xstate';

/** An actor that never answers: the test delivers its done/error events itself. */
export const pending = <Output, Input = void>() => fromPromise<Output, Input>(() => new Promise<Output>(() => undefined));

/** A streaming actor that does nothing. */
export const inert = <Input = void, Received extends EventObject = EventObject>() =>
  fromCallback<Received, Input>(() => undefined);

/** Lets resolved promises deliver their done events. */
export const flush = async (rounds = 5): Promise<void> => {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
};

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
