import { fromPromise } from 'xstate';
import type { TrackingRecord } from '../../io/entities/signup';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { removeQueryParamsActor } from '../shared/remove-query-params';
import type { trackingMachine } from './tracking.machine';

/** Tracking (spec §3): the record kept in the browser, and the parameters taken off the URL. */
export const createTrackingImplementations = (deps: Pick<Platform, 'storeTracking' | 'removeQueryParams'>): Implementations<typeof trackingMachine> => ({
  actors: {
    // Storing throws when storage is full or disabled; the machine goes on without it.
    storeTracking: fromPromise<void, TrackingRecord>(async ({ input }) => deps.storeTracking(input)),
    removeQueryParams: removeQueryParamsActor(deps),
  },
});
