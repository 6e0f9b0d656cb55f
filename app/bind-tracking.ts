import * as E from 'fp-ts/Either';
import { fromPromise } from 'xstate';
import { decode } from '../io/codec/decode';
import { TrackingRecordFromJson, type TrackingRecord } from '../io/entities/signup';
import { withoutParams } from '../machines/tracking/query-string';
import { trackingMachine, type TrackingInput } from '../machines/tracking/tracking.machine';

/** The one localStorage key holding the tracking record (JSON, see io TrackingRecordFromJson). */
export const trackingStorageKey = 'tracking';

type UrlHistory = Pick<History, 'state' | 'replaceState'>;
type UrlLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The record an earlier visit stored; null when none, unreadable, or storage is unavailable (private mode). */
export const readStoredTracking = (storage: Pick<Storage, 'getItem'>): TrackingRecord | null => {
  try {
    return E.getOrElseW(() => null)(decode(TrackingRecordFromJson, storage.getItem(trackingStorageKey)));
  } catch {
    return null;
  }
};

/**
 * The `removeQueryParams` actor of any machine: takes the named parameters off the current URL with
 * history.replaceState (no new history entry), keeping the path, every other parameter, the hash and the
 * history state (wouter sees replaceState and reports the new route).
 */
export const removeQueryParamsActor = (history: UrlHistory, location: UrlLocation) =>
  fromPromise<void, { names: ReadonlyArray<string> }>(async ({ input }) => {
    const search = withoutParams(location.search, input.names);
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  });

/** The tracking machine's input: the URL the page opened with and what an earlier visit stored. */
export const trackingInputOf = (deps: { storage: Pick<Storage, 'getItem'>; location: Pick<Location, 'search'> }): TrackingInput => ({
  search: deps.location.search,
  stored: readStoredTracking(deps.storage),
});

/** The tracking machine keeping the record in `storage` and cleaning the URL through `history`. */
export const bindTrackingMachine = (deps: { storage: Pick<Storage, 'setItem'>; history: UrlHistory; location: UrlLocation }) =>
  trackingMachine.provide({
    actors: {
      // setItem throws when storage is full or disabled; the machine goes on without it.
      storeTracking: fromPromise<void, TrackingRecord>(async ({ input }) => deps.storage.setItem(trackingStorageKey, TrackingRecordFromJson.encode(input))),
      removeQueryParams: removeQueryParamsActor(deps.history, deps.location),
    },
  });
