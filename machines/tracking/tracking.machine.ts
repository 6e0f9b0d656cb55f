import { assertEvent, assign, setup } from 'xstate';
import type { TrackingRecord } from '../../io/entities/signup';
import { promiseNotProvided } from '../shared/not-provided';
import { isApiSignupComplete } from '../../io/entities/signup-complete';
import { hasTrackingValues, readLb, readTracking, trackingParamNames, type UrlTracking } from './tracking-params';

export interface TrackingInput {
  /** The query of the URL the page was opened with ("?ref=…" or ""). */
  readonly search: string;
  /** The record kept by an earlier visit (null when none, or unreadable). */
  readonly stored: TrackingRecord | null;
}

export interface TrackingContext {
  /** The affiliate source of this visitor: from this URL, else from an earlier visit; {} when none. */
  readonly tracking: TrackingRecord;
  /** What the latest URL said about tracking. */
  readonly url: UrlTracking;
  readonly lb: string | null;
  readonly apiSignupComplete: boolean;
}

export type TrackingEvent = { type: 'route.changed'; path: string; search: string };

const none: TrackingRecord = {};

const routeFacts = (search: string) => ({ url: readTracking(search), lb: readLb(search), apiSignupComplete: isApiSignupComplete(search) });

/**
 * Spec §3 query parameters: tracking parameters in the URL (on arrival, or on any later route) become the
 * visitor's tracking record, which is stored and taken off the URL; lb and api_signup_complete are read
 * from the current URL and left in it. A later URL's tracking replaces the whole record (last click wins).
 */
export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
    input: {} as TrackingInput,
  },
  actors: {
    storeTracking: promiseNotProvided<void, TrackingRecord>('storeTracking'),
    removeQueryParams: promiseNotProvided<void, { names: ReadonlyArray<string> }>('removeQueryParams'),
  },
  guards: {
    urlHasValues: ({ context }) => hasTrackingValues(context.url.record),
    urlHasTracking: ({ context }) => context.url.present,
    routeHasTracking: ({ event }) => readTracking(event.search).present,
  },
  actions: {
    adoptRoute: assign(({ event }) => {
      assertEvent(event, 'route.changed');
      return routeFacts(event.search);
    }),
    adoptUrlRecord: assign({ tracking: ({ context }) => context.url.record }),
  },
}).createMachine({
  id: 'tracking',
  context: ({ input }) => ({ tracking: input.stored ?? none, ...routeFacts(input.search) }),
  on: {
    'route.changed': [{ guard: 'routeHasTracking', target: '.reading', actions: 'adoptRoute' }, { actions: 'adoptRoute' }],
  },
  initial: 'reading',
  states: {
    reading: {
      always: [
        { guard: 'urlHasValues', target: 'storing', actions: 'adoptUrlRecord' },
        // Only empty or malformed values: nothing to keep, but the URL is still cleaned.
        { guard: 'urlHasTracking', target: 'cleaning' },
        { target: 'idle' },
      ],
    },
    storing: {
      invoke: {
        id: 'storeTracking',
        src: 'storeTracking',
        input: ({ context }) => context.tracking,
        // Storage refused (private mode): the record still holds for this page.
        onDone: 'cleaning',
        onError: 'cleaning',
      },
    },
    cleaning: {
      invoke: {
        id: 'removeQueryParams',
        src: 'removeQueryParams',
        input: { names: trackingParamNames },
        onDone: 'idle',
        onError: 'idle',
      },
    },
    idle: {},
  },
});
