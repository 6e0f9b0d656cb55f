import { assertEvent, assign, setup } from 'xstate';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided';
import { likeModalDue, type LikeModalDue } from './like-modal-due';

export interface LikeModalRoute {
  readonly path: string;
  readonly search: string;
}

export interface LikeModalContext {
  /** The route as last reported. */
  readonly route: LikeModalRoute;
  /** The modal waited for or shown; null while idle. */
  readonly due: LikeModalDue | null;
}

export type LikeModalEvent =
  | { type: 'route.changed'; path: string; search: string }
  | { type: 'timer.elapsed' }
  | { type: 'likeModal.close' };

const sameDue = (a: LikeModalDue | null, b: LikeModalDue | null): boolean =>
  a !== null && b !== null && a.memberId === b.memberId && a.delayMs === b.delayMs;

/**
 * Spec §2: a URL with the query parameter t (delay in seconds) opens the like modal about its member
 * after t seconds; t is then taken off the URL. The route arrives as input and `route.changed`; time as
 * `timer.elapsed` from the timer actor.
 */
export const likeModalMachine = setup({
  types: {
    context: {} as LikeModalContext,
    events: {} as LikeModalEvent,
    input: {} as LikeModalRoute,
  },
  actors: {
    timer: callbackNotProvided<{ ms: number }>('timer'),
    removeQueryParams: promiseNotProvided<void, { names: ReadonlyArray<string> }>('removeQueryParams'),
  },
  guards: {
    isDue: ({ context }) => likeModalDue(context.route.path, context.route.search) !== null,
    // A route report that asks for the modal already being waited for (a repeat, or another parameter changed).
    keepsWaiting: ({ context, event }) => {
      assertEvent(event, 'route.changed');
      return sameDue(context.due, likeModalDue(event.path, event.search));
    },
    // Taking t off the URL reports the same page again; the modal stays.
    staysOnPage: ({ context, event }) => {
      assertEvent(event, 'route.changed');
      return event.path === context.route.path;
    },
  },
  actions: {
    adoptRoute: assign({
      route: ({ event }) => {
        assertEvent(event, 'route.changed');
        return { path: event.path, search: event.search };
      },
    }),
    schedule: assign({ due: ({ context }) => likeModalDue(context.route.path, context.route.search) }),
    forgetDue: assign({ due: null }),
  },
}).createMachine({
  id: 'likeModal',
  context: ({ input }) => ({ route: { path: input.path, search: input.search }, due: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isDue', target: 'waiting', actions: 'schedule' }, { target: 'idle' }],
    },
    idle: {
      entry: 'forgetDue',
      on: { 'route.changed': { target: 'deciding', actions: 'adoptRoute' } },
    },
    waiting: {
      invoke: { id: 'timer', src: 'timer', input: ({ context }) => ({ ms: context.due?.delayMs ?? 0 }) },
      on: {
        'timer.elapsed': 'open',
        // Another page, or another t: wait anew (or not at all).
        'route.changed': [{ guard: 'keepsWaiting', actions: 'adoptRoute' }, { target: 'deciding', actions: 'adoptRoute' }],
      },
    },
    open: {
      invoke: {
        id: 'removeQueryParams',
        src: 'removeQueryParams',
        input: { names: ['t'] },
        // The URL keeps t (history refused): the modal is shown all the same.
        onError: {},
      },
      on: {
        'likeModal.close': 'idle',
        // Leaving the page (the back button) takes the modal away; a new page may ask for its own.
        'route.changed': [{ guard: 'staysOnPage', actions: 'adoptRoute' }, { target: 'deciding', actions: 'adoptRoute' }],
      },
    },
  },
});
