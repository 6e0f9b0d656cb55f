import { assign, setup, type ErrorActorEvent } from 'xstate';
import type { GeocodePlace } from '../../io/entities/account';
import { geolocationMaximumAgeMs, type Coordinates, type GeoPermission, type PositionFailure } from '../../io/entities/geolocation';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided';
import type * as t from 'io-ts';

export type Place = t.TypeOf<typeof GeocodePlace>;

export interface GeolocationContext {
  /** Spec §4: unsupported, unknown, or the browser's state (null until the browser has answered). */
  readonly permission: GeoPermission | 'unsupported' | null;
  readonly coordinates: Coordinates | null;
  readonly place: Place | null;
  /** Counts the places found, so a parent takes each one once. */
  readonly lookups: number;
}

export type GeolocationEvent =
  | { type: 'geo.locate' }
  /** From the permission watcher: the state now, and every change. */
  | { type: 'geo.permission'; permission: GeoPermission }
  | { type: 'geo.unsupported' };

const errorParams = ({ event }: { event: ErrorActorEvent }) => event.error;

/** The member refused (or the browser did for them): a PositionFailure 'denied'. Anything else is a failure. */
const isDenied = (error: unknown): boolean => typeof error === 'object' && error !== null && 'kind' in error && error.kind === ('denied' satisfies PositionFailure['kind']);

/**
 * Where the member is (spec §4 geolocation permission, §9 maximum age): the permission as the browser
 * reports it, a position on request (a cached one up to an hour old will do), then the nearest known
 * place (GET /api/geocode.php). Tags: 'active' while locating, 'error' after a refusal or a failure (the
 * button's styles); 'manual' when the member has to choose by hand.
 */
export const geolocationMachine = setup({
  types: { context: {} as GeolocationContext, events: {} as GeolocationEvent },
  actors: {
    watchPermission: callbackNotProvided('watchPermission'),
    position: promiseNotProvided<Coordinates, { maxAgeMs: number }>('position'),
    geocode: promiseNotProvided<Place | false, Coordinates>('geocode'),
  },
  actions: {
    storePermission: assign({ permission: ({ event }) => (event.type === 'geo.permission' ? event.permission : 'unsupported') }),
    markUnsupported: assign({ permission: 'unsupported' as const }),
    storeCoordinates: assign((_, coordinates: Coordinates) => ({ coordinates })),
    storePlace: assign(({ context }, found: Place | false) => (found === false ? {} : { place: found, lookups: context.lookups + 1 })),
    // A refusal is the browser's answer too, where the Permissions API is missing or slow to say it.
    noteDenied: assign({ permission: 'denied' as const }),
  },
  guards: {
    isDenied: (_, error: unknown) => isDenied(error),
    nothingNear: (_, found: Place | false) => found === false,
  },
}).createMachine({
  id: 'geolocation',
  context: { permission: null, coordinates: null, place: null, lookups: 0 },
  invoke: { id: 'watchPermission', src: 'watchPermission' },
  on: { 'geo.permission': { actions: 'storePermission' } },
  initial: 'checking',
  states: {
    checking: {
      on: {
        'geo.unsupported': { target: 'unsupported', actions: 'markUnsupported' },
        'geo.permission': { target: 'idle', actions: 'storePermission' },
      },
    },
    unsupported: { tags: ['manual'] },
    idle: { on: { 'geo.locate': 'locating' } },
    locating: {
      tags: ['active'],
      invoke: {
        id: 'position',
        src: 'position',
        input: { maxAgeMs: geolocationMaximumAgeMs },
        onDone: { target: 'geocoding', actions: { type: 'storeCoordinates', params: ({ event }) => event.output } },
        onError: [{ guard: { type: 'isDenied', params: errorParams }, target: 'refused', actions: 'noteDenied' }, { target: 'failed' }],
      },
    },
    geocoding: {
      tags: ['active'],
      invoke: {
        id: 'geocode',
        src: 'geocode',
        input: ({ context }) => context.coordinates ?? { lat: 0, lon: 0 },
        onDone: [
          { guard: { type: 'nothingNear', params: ({ event }) => event.output }, target: 'notFound' },
          { target: 'found', actions: { type: 'storePlace', params: ({ event }) => event.output } },
        ],
        onError: 'failed',
      },
    },
    found: { on: { 'geo.locate': 'locating' } },
    notFound: { tags: ['manual'], on: { 'geo.locate': 'locating' } },
    refused: { tags: ['error', 'manual'], on: { 'geo.locate': 'locating' } },
    failed: { tags: ['error', 'manual'], on: { 'geo.locate': 'locating' } },
  },
});
