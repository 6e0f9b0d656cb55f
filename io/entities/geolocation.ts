import * as t from 'io-ts';

/** Spec §4 geolocation permission: the browser's state, or 'unknown' where the browser cannot say ('unsupported' is no state of it). */
export const GeoPermission = t.keyof({ prompt: null, granted: null, denied: null, unknown: null });
export type GeoPermission = t.TypeOf<typeof GeoPermission>;

export interface Coordinates {
  readonly lat: number;
  readonly lon: number;
}

/** Why no position came: the member (or the browser) refused, or the device could not tell in time. */
export interface PositionFailure {
  readonly kind: 'denied' | 'failed';
}

/** Spec §9: a position up to an hour old (the browser's cache) is good enough; no new fix is asked for. */
export const geolocationMaximumAgeMs = 60 * 60 * 1000;
