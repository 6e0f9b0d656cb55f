import { assertEvent, assign, setup, spawnChild, type ErrorActorEvent } from 'xstate';
import type { LocalFlag } from '../../io/entities/flags';
import type { PushPermission } from '../../io/entities/push';
import { isApiSignupComplete } from '../../io/entities/signup-complete';
import type { User } from '../../io/entities/user';
import { ActorNotProvided, promiseNotProvided } from '../shared/not-provided';
import { routeIdOf } from '../shared/routes';
import { dismissalFlag, visibleAlerts, type AlertFacts, type DismissibleAlert } from './visible-alerts';

export interface AlertsInput {
  /** Every local flag as stored (unix seconds of the dismissal, or null). */
  readonly flags: Readonly<Record<LocalFlag, number | null>>;
  readonly smartphone: boolean;
}

/** The facts themselves are the context: what is shown is always derived from them (visibleAlerts). */
export interface AlertsContext extends AlertFacts {
  readonly user: User | null;
}

export type AlertsEvent =
  | { type: 'session.changed'; user: User | null }
  | { type: 'route.changed'; path: string; search: string }
  | { type: 'push.stateChanged'; state: PushPermission }
  | { type: 'alerts.dismiss'; alert: DismissibleAlert }
  | { type: 'alerts.enablePush' }
  | { type: 'alerts.closeActivationModal' };


/**
 * The alerts of the default layout (spec §4). Facts arrive as events (session, route, push state) and
 * the shown alerts are derived from them; a dismissal hides its alert at once and is stored by the
 * `saveDismissal` actor; the push alert's button asks the `requestPush` actor.
 */
export const alertsMachine = setup({
  types: {
    context: {} as AlertsContext,
    events: {} as AlertsEvent,
    input: {} as AlertsInput,
  },
  actors: {
    /** Stores "dismissed now" for the flag; answers whether storage took it (false: it lasts this page only). */
    saveDismissal: promiseNotProvided<boolean, { flag: LocalFlag }>('saveDismissal'),
    /** Asks the browser for push permission and subscribes; the new push state comes back as push.stateChanged. */
    requestPush: promiseNotProvided<void>('requestPush'),
  },
  guards: {
    isShown: ({ context, event }) => {
      assertEvent(event, 'alerts.dismiss');
      return visibleAlerts(context).alerts.includes(event.alert);
    },
    pushAlertShown: ({ context }) => visibleAlerts(context).alerts.includes('push'),
    activationModalShown: ({ context }) => visibleAlerts(context).activationModal,
  },
  actions: {
    storeUser: assign({
      user: ({ event }) => {
        assertEvent(event, 'session.changed');
        return event.user;
      },
    }),
    storeRoute: assign(({ event }) => {
      assertEvent(event, 'route.changed');
      return { route: routeIdOf(event.path), apiSignupComplete: isApiSignupComplete(event.search) };
    }),
    storePushState: assign({
      pushOfferable: ({ event }) => {
        assertEvent(event, 'push.stateChanged');
        return event.state === 'not_subscribed';
      },
    }),
    hideDismissed: assign({
      dismissed: ({ context, event }) => {
        assertEvent(event, 'alerts.dismiss');
        return { ...context.dismissed, [event.alert]: true };
      },
    }),
    saveDismissal: spawnChild('saveDismissal', {
      input: ({ event }) => {
        assertEvent(event, 'alerts.dismiss');
        return { flag: dismissalFlag[event.alert] };
      },
    }),
    closeActivationModal: assign({ activationModalClosed: true }),
    // A refused or failed request is normal (the push state reports it); a missing binding is a bug.
    rethrowMissingActor: (_, error: unknown) => {
      if (error instanceof ActorNotProvided) throw error;
    },
  },
}).createMachine({
  id: 'alerts',
  context: ({ input }) => ({
    user: null,
    route: null,
    apiSignupComplete: false,
    smartphone: input.smartphone,
    pushOfferable: false,
    // Spec §4 names no expiry: any stored dismissal time hides its alert for good.
    dismissed: {
      addPhoto: input.flags[dismissalFlag.addPhoto] !== null,
      push: input.flags[dismissalFlag.push] !== null,
      notificationsDisabled: input.flags[dismissalFlag.notificationsDisabled] !== null,
    },
    activationModalClosed: false,
  }),
  on: {
    'session.changed': { actions: 'storeUser' },
    'route.changed': { actions: 'storeRoute' },
    'push.stateChanged': { actions: 'storePushState' },
    'alerts.dismiss': { guard: 'isShown', actions: ['hideDismissed', 'saveDismissal'] },
    'alerts.closeActivationModal': { guard: 'activationModalShown', actions: 'closeActivationModal' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: { 'alerts.enablePush': { guard: 'pushAlertShown', target: 'requestingPush' } },
    },
    // One request at a time: the button is disabled meanwhile (snapshot.can).
    requestingPush: {
      invoke: {
        id: 'requestPush',
        src: 'requestPush',
        onDone: 'idle',
        onError: { target: 'idle', actions: { type: 'rethrowMissingActor', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
  },
});
