import { assign, setup, type DoneActorEvent } from 'xstate';
import type * as t from 'io-ts';
import type { PushSubscriptionJson, PushSubscriptionValue } from '../../io/entities/push';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided';

type Subscription = t.TypeOf<typeof PushSubscriptionJson>;

/** This browser's push as read (decoded by the implementations). */
export type PushReading =
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'denied' }
  | { readonly kind: 'none' }
  | { readonly kind: 'subscribed'; readonly subscription: Subscription };

/** The browser's answer to the permission prompt ('default': closed without choosing). */
export type PermissionAnswer = 'granted' | 'denied' | 'default';

export interface PushInput {
  /** The server's VAPID public key (settings.push_public_key); empty: the server offers no push. */
  readonly publicKey: string;
}

export interface PushContext {
  readonly publicKey: string;
  /** The last try to switch push on or off failed (said to the member until the next try). */
  readonly failed: boolean;
  /** The subscription to tell the server about (just made, or found at start). */
  readonly subscription: Subscription | null;
}

export type PushEvent =
  | { type: 'push.enable' }
  | { type: 'push.disable' }
  /** Something about push changed in this browser (another part of the page subscribed, the permission changed). */
  | { type: 'push.changed' };

const readingOf = (event: DoneActorEvent<PushReading>) => event.output;
const subscriptionOf = (reading: PushReading): Subscription | null => (reading.kind === 'subscribed' ? reading.subscription : null);

/**
 * Web push for the logged-in member in this browser (spec §4 Push: unsupported, unknown, not subscribed,
 * subscribed, denied). The browser holds the truth: the machine reads it at start and after every change,
 * and tells the server each time the member switches it (spec §7 POST /api/user.php?push=1). A subscription
 * found at start is told to the server again: it then belongs to this session (a new login on this browser).
 */
export const pushMachine = setup({
  types: { context: {} as PushContext, events: {} as PushEvent, input: {} as PushInput },
  actors: {
    readPush: promiseNotProvided<PushReading>('readPush'),
    askPermission: promiseNotProvided<PermissionAnswer>('askPermission'),
    subscribe: promiseNotProvided<Subscription, { publicKey: string }>('subscribe'),
    unsubscribe: promiseNotProvided<void>('unsubscribe'),
    saveSubscription: promiseNotProvided<void, { subscription: PushSubscriptionValue }>('saveSubscription'),
    /** Sends push.changed at each change of push in this browser. */
    watchPush: callbackNotProvided('watchPush'),
  },
  guards: {
    hasKey: ({ context }) => context.publicKey !== '',
    isUnsupported: (_, reading: PushReading) => reading.kind === 'unsupported',
    isDenied: (_, reading: PushReading) => reading.kind === 'denied',
    isSubscribed: (_, reading: PushReading) => reading.kind === 'subscribed',
    isGranted: (_, answer: PermissionAnswer) => answer === 'granted',
    isRefused: (_, answer: PermissionAnswer) => answer === 'denied',
  },
  actions: {
    markFailed: assign({ failed: true }),
    storeSubscription: assign({ subscription: (_, subscription: Subscription | null) => subscription }),
    clearFailure: assign({ failed: false }),
  },
}).createMachine({
  id: 'push',
  context: ({ input }) => ({ publicKey: input.publicKey, failed: false, subscription: null }),
  invoke: { id: 'watchPush', src: 'watchPush' },
  initial: 'starting',
  states: {
    // No key from the server: it cannot send pushes, so this browser cannot have them either.
    starting: {
      tags: ['unknown'],
      always: [{ guard: 'hasKey', target: 'reading' }, { target: 'unsupported' }],
    },
    reading: {
      tags: ['unknown'],
      invoke: {
        id: 'readPush',
        src: 'readPush',
        onDone: [
          { guard: { type: 'isUnsupported', params: ({ event }) => readingOf(event) }, target: 'unsupported' },
          { guard: { type: 'isDenied', params: ({ event }) => readingOf(event) }, target: 'denied' },
          {
            guard: { type: 'isSubscribed', params: ({ event }) => readingOf(event) },
            target: 'syncing',
            actions: { type: 'storeSubscription', params: ({ event }) => subscriptionOf(readingOf(event)) },
          },
          { target: 'notSubscribed' },
        ],
        onError: 'unsupported',
      },
    },
    // A change seen elsewhere: read again, without telling the server (whoever changed it did).
    rereading: {
      tags: ['unknown'],
      invoke: {
        id: 'readPush',
        src: 'readPush',
        onDone: [
          { guard: { type: 'isUnsupported', params: ({ event }) => readingOf(event) }, target: 'unsupported' },
          { guard: { type: 'isDenied', params: ({ event }) => readingOf(event) }, target: 'denied' },
          { guard: { type: 'isSubscribed', params: ({ event }) => readingOf(event) }, target: 'subscribed' },
          { target: 'notSubscribed' },
        ],
        onError: 'unsupported',
      },
    },
    unsupported: { tags: ['unsupported'] },
    denied: { tags: ['denied'], on: { 'push.changed': 'rereading' } },
    notSubscribed: {
      tags: ['not_subscribed'],
      on: { 'push.enable': { target: 'asking', actions: 'clearFailure' }, 'push.changed': 'rereading' },
    },
    asking: {
      tags: ['not_subscribed', 'busy'],
      invoke: {
        id: 'askPermission',
        src: 'askPermission',
        onDone: [
          { guard: { type: 'isGranted', params: ({ event }) => event.output }, target: 'subscribing' },
          { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'savingDenied' },
          { target: 'notSubscribed' },
        ],
        onError: { target: 'notSubscribed', actions: 'markFailed' },
      },
    },
    subscribing: {
      tags: ['not_subscribed', 'busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ publicKey: context.publicKey }),
        onDone: { target: 'saving', actions: { type: 'storeSubscription', params: ({ event }) => event.output } },
        onError: { target: 'notSubscribed', actions: 'markFailed' },
      },
    },
    saving: {
      tags: ['not_subscribed', 'busy'],
      invoke: {
        id: 'saveSubscription',
        src: 'saveSubscription',
        input: ({ context }) => ({ subscription: context.subscription ?? false }),
        onDone: 'subscribed',
        // The server does not have it: a subscription it cannot use is ended again.
        onError: { target: 'undoing', actions: 'markFailed' },
      },
    },
    undoing: {
      tags: ['not_subscribed', 'busy'],
      invoke: { id: 'unsubscribe', src: 'unsubscribe', onDone: 'notSubscribed', onError: 'rereading' },
    },
    // The member said no in the browser's prompt: the server forgets this browser's subscription, if any.
    savingDenied: {
      tags: ['denied', 'busy'],
      invoke: { id: 'saveSubscription', src: 'saveSubscription', input: { subscription: 'denied' }, onDone: 'denied', onError: 'denied' },
    },
    // Found at start: the server learns it again for this session; the subscription works either way.
    syncing: {
      tags: ['subscribed'],
      invoke: {
        id: 'saveSubscription',
        src: 'saveSubscription',
        input: ({ context }) => ({ subscription: context.subscription ?? false }),
        onDone: 'subscribed',
        onError: 'subscribed',
      },
      on: { 'push.changed': 'rereading' },
    },
    subscribed: {
      tags: ['subscribed'],
      on: { 'push.disable': { target: 'forgetting', actions: 'clearFailure' }, 'push.changed': 'rereading' },
    },
    // The server first, so no push is sent to a subscription about to end; the browser's ends whatever it answers.
    forgetting: {
      tags: ['subscribed', 'busy'],
      invoke: { id: 'saveSubscription', src: 'saveSubscription', input: { subscription: false }, onDone: 'unsubscribing', onError: 'unsubscribing' },
    },
    unsubscribing: {
      tags: ['subscribed', 'busy'],
      invoke: { id: 'unsubscribe', src: 'unsubscribe', onDone: 'notSubscribed', onError: { target: 'rereading', actions: 'markFailed' } },
    },
  },
});
