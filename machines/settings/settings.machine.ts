import { assertEvent, assign, setup } from 'xstate';
import type { BlockedMember } from '../../io/entities/block';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

/** What /settings shows: the members the member blocked, and whether invisible mode is on. */
export interface MemberSettings {
  readonly blocked: ReadonlyArray<BlockedMember>;
  readonly invisible: boolean;
}

export interface SettingsContext extends MemberSettings {
  /** The member being unblocked. */
  readonly unblocking: number | null;
}

export type SettingsEvent = { type: 'settings.unblock'; id: number } | { type: 'settings.invisible'; on: boolean } | { type: 'settings.retry' };

/** The changes a member starts from the settings at rest. */
const changes = {
  'settings.unblock': { guard: 'isBlocked', target: 'unblocking', actions: 'aim' },
  'settings.invisible': { guard: 'changesInvisible', target: 'switching' },
} as const;

const errorParams = ({ event }: { event: { error: unknown } }) => event.error;

/** /settings: unblock a blocked member, switch invisible mode; each change waits for the server's answer. */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
  },
  actors: {
    loadSettings: promiseNotProvided<MemberSettings>('loadSettings'),
    unblockMember: promiseNotProvided<void, number>('unblockMember'),
    setInvisible: promiseNotProvided<boolean, boolean>('setInvisible'),
  },
  actions: {
    store: assign((_, settings: MemberSettings) => ({ blocked: settings.blocked, invisible: settings.invisible })),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    aim: assign({
      unblocking: ({ event }) => {
        assertEvent(event, 'settings.unblock');
        return event.id;
      },
    }),
    removeUnblocked: assign(({ context }) => ({ blocked: context.blocked.filter((member) => member.id !== context.unblocking), unblocking: null })),
    forget: assign({ unblocking: null }),
    storeInvisible: assign((_, invisible: boolean) => ({ invisible })),
  },
  guards: {
    isBlocked: ({ context, event }) => {
      assertEvent(event, 'settings.unblock');
      return context.blocked.some((member) => member.id === event.id);
    },
    changesInvisible: ({ context, event }) => {
      assertEvent(event, 'settings.invisible');
      return event.on !== context.invisible;
    },
  },
}).createMachine({
  id: 'settings',
  context: { blocked: [], invisible: false, unblocking: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'checkFailure', params: errorParams } },
      },
    },
    loadFailed: {
      on: { 'settings.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        // A change starts only while none is on its way.
        idle: { on: changes },
        failed: { on: changes },
        unblocking: {
          tags: ['busy'],
          invoke: {
            id: 'unblockMember',
            src: 'unblockMember',
            input: ({ context }) => context.unblocking ?? 0,
            onDone: { target: 'idle', actions: 'removeUnblocked' },
            onError: { target: 'failed', actions: ['forget', { type: 'checkFailure', params: errorParams }] },
          },
        },
        switching: {
          tags: ['busy'],
          invoke: {
            id: 'setInvisible',
            src: 'setInvisible',
            input: ({ event }) => {
              assertEvent(event, 'settings.invisible');
              return event.on;
            },
            onDone: { target: 'idle', actions: { type: 'storeInvisible', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'checkFailure', params: errorParams } },
          },
        },
      },
    },
  },
});
