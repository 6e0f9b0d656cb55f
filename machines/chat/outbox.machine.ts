import { assertEvent, assign, emit, setup, type ErrorActorEvent } from 'xstate';
import type { SentMessage } from '../../io/entities/chat';
import type { OutboxEntry, OutboxFailure } from '../../io/entities/outbox';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { nextToSend, refusalOf } from './outbox';

export interface OutboxInput {
  /** What the member left unsent (localStorage), oldest first. */
  readonly entries: ReadonlyArray<OutboxEntry>;
  readonly online: boolean;
}

export interface OutboxContext {
  readonly entries: ReadonlyArray<OutboxEntry>;
  readonly online: boolean;
  /** The key of the entry on its way to the server. */
  readonly sending: string | null;
}

export type OutboxEvent =
  | { type: 'outbox.queue'; entry: OutboxEntry }
  /** Send a refused entry again: with a new key, since the refusal stored and charged nothing. */
  | { type: 'outbox.retry'; key: string; newKey: string }
  | { type: 'outbox.discard'; key: string }
  | { type: 'connectivity.changed'; online: boolean }
  /** Another member's outbox (login, logout): the one in storage for them. */
  | { type: 'outbox.replace'; entries: ReadonlyArray<OutboxEntry> };

/** Emitted when the server has stored an entry: its key and the server's answer. */
export interface OutboxSent {
  readonly type: 'sent';
  readonly key: string;
  readonly sent: SentMessage;
}

/** After a send that may not have reached the server, the next try (sooner when the connection returns). */
export const outboxRetryMs = 15_000;

const withFailure = (entries: ReadonlyArray<OutboxEntry>, key: string | null, failure: OutboxFailure | null) =>
  entries.map((entry) => (entry.key === key ? { ...entry, failure } : entry));

const changes = {
  'outbox.queue': { target: 'checking', actions: 'queue' },
  'outbox.retry': { target: 'checking', actions: 'retry' },
  'outbox.discard': { target: 'checking', actions: 'discard' },
  'outbox.replace': { target: 'checking', actions: 'replace' },
  'connectivity.changed': { target: 'checking', actions: 'storeConnectivity' },
} as const;

/**
 * The member's unsent messages (spec issue 8): sent one at a time, oldest first, each with its own
 * Idempotency-Key on every attempt, so a message is stored and charged once however often it is tried.
 * Offline it waits; a send that may not have arrived is tried again later with the same key; a refusal
 * (e.g. not enough credits) keeps the entry, with its reason, until the member retries or discards it.
 */
export const outboxMachine = setup({
  types: {
    input: {} as OutboxInput,
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    emitted: {} as OutboxSent,
  },
  actors: {
    sendEntry: promiseNotProvided<SentMessage, OutboxEntry>('sendEntry'),
  },
  delays: { retryDelay: outboxRetryMs },
  actions: {
    queue: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'outbox.queue');
        return context.entries.some((entry) => entry.key === event.entry.key) ? context.entries : [...context.entries, event.entry];
      },
    }),
    retry: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'outbox.retry');
        return context.entries.map((entry) => (entry.key === event.key && entry.failure !== null ? { ...entry, key: event.newKey, failure: null } : entry));
      },
    }),
    // The entry on its way stays: the server may store it whatever the tab decides now.
    discard: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'outbox.discard');
        return context.entries.filter((entry) => entry.key !== event.key || entry.key === context.sending);
      },
    }),
    replace: assign({
      entries: ({ event }) => {
        assertEvent(event, 'outbox.replace');
        return event.entries;
      },
    }),
    storeConnectivity: assign({
      online: ({ event }) => {
        assertEvent(event, 'connectivity.changed');
        return event.online;
      },
    }),
    aim: assign({ sending: ({ context }) => nextToSend(context.entries)?.key ?? null }),
    remove: assign(({ context }) => ({ entries: context.entries.filter((entry) => entry.key !== context.sending), sending: null })),
    announce: emit(({ context }, sent: SentMessage) => ({ type: 'sent' as const, key: context.sending ?? '', sent })),
    markRefused: assign(({ context }, failure: OutboxFailure) => ({ entries: withFailure(context.entries, context.sending, failure), sending: null })),
    release: assign({ sending: null }),
  },
  guards: {
    canSend: ({ context }) => context.online && nextToSend(context.entries) !== undefined,
    refused: (_, error: unknown) => refusalOf(httpFailureOf(error)) !== null,
    goesOnline: ({ event }) => event.type === 'connectivity.changed' && event.online,
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ entries: input.entries, online: input.online, sending: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'canSend', target: 'sending' }, { target: 'idle' }],
    },
    idle: { on: changes },
    sending: {
      tags: ['sending'],
      entry: 'aim',
      invoke: {
        id: 'sendEntry',
        src: 'sendEntry',
        input: ({ context }) => {
          const entry = context.entries.find((candidate) => candidate.key === context.sending);
          if (entry === undefined) throw new Error('outbox: no entry to send');
          return entry;
        },
        onDone: { target: 'checking', actions: [{ type: 'announce', params: ({ event }) => event.output }, 'remove'] },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: 'checking',
            actions: { type: 'markRefused', params: ({ event }: { event: ErrorActorEvent }) => refusalOf(httpFailureOf(event.error)) ?? 'refused' },
          },
          { target: 'waiting', actions: 'release' },
        ],
      },
      // Changes wait in the context; the next entry is chosen when this one is done.
      on: {
        'outbox.queue': { actions: 'queue' },
        'outbox.retry': { actions: 'retry' },
        'outbox.discard': { actions: 'discard' },
        // Another member (a new login after the session expired mid-send): the call is stopped (it may never
        // answer: the http adapter ends an expired session's calls silently) and their entries go out.
        'outbox.replace': { target: 'checking', actions: ['release', 'replace'] },
        'connectivity.changed': { actions: 'storeConnectivity' },
      },
    },
    // The last try may not have reached the server: again after a while, or as soon as the connection is back.
    waiting: {
      after: { retryDelay: 'checking' },
      on: {
        ...changes,
        'connectivity.changed': [
          { guard: 'goesOnline', target: 'checking', actions: 'storeConnectivity' },
          { actions: 'storeConnectivity' },
        ],
      },
    },
  },
});
