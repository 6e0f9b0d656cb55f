import { assign, setup, spawnChild, type ErrorActorEvent } from 'xstate';
import type { ChatTarget } from '../../io/entities/outbox';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

export interface RemovalContext {
  /** The conversation, or every conversation with a member, to remove. */
  readonly target: ChatTarget;
  /** The server's error when the removal failed (spec §8: shown as it is). */
  readonly error: string | null;
}

export type RemovalEvent = { type: 'removal.ask' } | { type: 'removal.cancel' } | { type: 'removal.confirm' } | { type: 'removal.dismiss' };

const errorTextOf = (error: unknown): string => {
  const failure = httpFailureOf(error);
  if (failure.kind === 'http') return failure.body?.error ?? `HTTP ${String(failure.status)}`;
  return failure.kind;
};

/**
 * Removing a chat (spec §4, §8): asked to confirm, then taken off the list at once and deleted on the
 * server; when that fails, the error is shown and the list reloads (the chat comes back).
 */
export const removalMachine = setup({
  types: { input: {} as { target: ChatTarget }, context: {} as RemovalContext, events: {} as RemovalEvent },
  actors: {
    deleteChats: promiseNotProvided<void, ChatTarget>('deleteChats'),
    hideChats: promiseNotProvided<void, ChatTarget>('hideChats'),
    reloadChats: promiseNotProvided<void>('reloadChats'),
  },
  actions: {
    hide: spawnChild('hideChats', { input: ({ context }) => context.target }),
    reload: spawnChild('reloadChats'),
    forgetError: assign({ error: null }),
    storeError: assign({ error: (_, error: unknown) => errorTextOf(error) }),
  },
}).createMachine({
  id: 'removal',
  context: ({ input }) => ({ target: input.target, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'removal.ask': 'asking' } },
    asking: { on: { 'removal.cancel': 'idle', 'removal.confirm': { target: 'removing', actions: 'forgetError' } } },
    removing: {
      tags: ['busy'],
      entry: 'hide',
      invoke: {
        id: 'deleteChats',
        src: 'deleteChats',
        input: ({ context }) => context.target,
        onDone: 'removed',
        onError: { target: 'failed', actions: [{ type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error }, 'reload'] },
      },
    },
    failed: { on: { 'removal.dismiss': 'idle', 'removal.ask': 'asking' } },
    removed: { type: 'final' },
  },
});
