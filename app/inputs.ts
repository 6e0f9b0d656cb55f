import * as E from 'fp-ts/Either';
import { readFlag } from '../adapters/storage';
import { decode } from '../io/codec/decode';
import type { LocalFlag } from '../io/entities/flags';
import { TrackingRecordFromJson, type TrackingRecord } from '../io/entities/signup';
import type { TrackingInput } from '../machines/tracking/tracking.machine';
import { trackingStorageKey } from './platform';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Every local flag as stored, for the machines' input (a missing or unreadable flag is null). */
export const readAllFlags = (storage: FlagStorage): Record<LocalFlag, number | null> => ({
  'hide-enrich-alert': readFlag(storage, 'hide-enrich-alert'),
  'hide-push-notification-alert': readFlag(storage, 'hide-push-notification-alert'),
  'hide-disabled-notifications-alert': readFlag(storage, 'hide-disabled-notifications-alert'),
  'hide-time-bonus-modal': readFlag(storage, 'hide-time-bonus-modal'),
  'hide-site-entry-warning': readFlag(storage, 'hide-site-entry-warning'),
});

/** The time bonus's `dismissedAt`: when its modal was closed in this browser (unix seconds), or null. */
export const readTimeBonusDismissal = (storage: FlagStorage): number | null => readFlag(storage, 'hide-time-bonus-modal');

/** The record an earlier visit stored; null when none, unreadable, or storage is unavailable (private mode). */
export const readStoredTracking = (storage: Pick<Storage, 'getItem'>): TrackingRecord | null => {
  try {
    return E.getOrElseW(() => null)(decode(TrackingRecordFromJson, storage.getItem(trackingStorageKey)));
  } catch {
    return null;
  }
};

/** The tracking machine's input: the URL the page opened with and what an earlier visit stored. */
export const trackingInputOf = (deps: { storage: Pick<Storage, 'getItem'>; location: Pick<Location, 'search'> }): TrackingInput => ({
  search: deps.location.search,
  stored: readStoredTracking(deps.storage),
});
