import type { Observable } from 'rxjs';
import type { Coordinates, GeoPermission } from '../../io/entities/geolocation';

/** Geolocation as the app offers it to machines (adapters/geolocation.ts in the browser). */
export interface GeolocationPort {
  /** Whether the browser has geolocation at all (spec §4: unsupported). */
  readonly supported: boolean;
  /** The permission now and after every change; 'unknown' once and for all without the Permissions API. */
  readonly permission$: Observable<GeoPermission>;
  /** One position, a cached one up to `maxAgeMs` old; rejects with a PositionFailure. */
  readonly position: (maxAgeMs: number) => Promise<Coordinates>;
}
