import { assign, setup, type ErrorActorEvent } from 'xstate';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

export interface ResendContext {
  /** After the daily limit: how long until another mail may be asked for (the server's `minutes`). */
  readonly waitMinutes: number | null;
}

export type ResendEvent = { type: 'activation.resend' };

const waitOf = (error: unknown): number | null => {
  const failure = httpFailureOf(error);
  return failure.kind === 'http' && failure.status === 429 ? (failure.body?.minutes ?? 0) : null;
};

/** Asking for the activation mail again (spec §6): sent once per ask, the daily limit said as it is. */
export const resendActivationMachine = setup({
  types: { context: {} as ResendContext, events: {} as ResendEvent },
  actors: { resendActivation: promiseNotProvided<void>('resendActivation') },
  actions: { storeWait: assign({ waitMinutes: (_, error: unknown) => waitOf(error) }) },
  guards: { isRateLimited: (_, error: unknown) => waitOf(error) !== null },
}).createMachine({
  id: 'resendActivation',
  context: { waitMinutes: null },
  initial: 'idle',
  states: {
    idle: { on: { 'activation.resend': 'sending' } },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'resendActivation',
        src: 'resendActivation',
        onDone: 'sent',
        onError: [
          {
            guard: { type: 'isRateLimited', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: 'limited',
            actions: { type: 'storeWait', params: ({ event }: { event: ErrorActorEvent }) => event.error },
          },
          { target: 'failed' },
        ],
      },
    },
    sent: { on: { 'activation.resend': 'sending' } },
    limited: {},
    failed: { on: { 'activation.resend': 'sending' } },
  },
});
