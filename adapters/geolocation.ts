import { catchError, defer, from, fromEvent, map, of, startWith, switchMap, type Observable } from 'rxjs';
import { GeoPermission, type Coordinates, type PositionFailure } from '../io/entities/geolocation';

export interface GeoNavigator {
  readonly geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
  readonly permissions?: Pick<Permissions, 'query'>;
}

const permissionOf = (state: string): GeoPermission => (GeoPermission.is(state) ? state : 'unknown');

/**
 * The geolocation permission: the Permissions API's state and its changes; 'unknown' where the API is
 * missing or refuses the query (older Safari for geolocation).
 */
export const geoPermission$ = (nav: GeoNavigator): Observable<GeoPermission> =>
  defer(() => {
    const permissions = nav.permissions;
    if (permissions === undefined) return of<GeoPermission>('unknown');
    return from(permissions.query({ name: 'geolocation' })).pipe(
      switchMap((status) => fromEvent(status, 'change').pipe(startWith(null), map(() => permissionOf(status.state)))),
      catchError(() => of<GeoPermission>('unknown')),
    );
  });

/** Long enough for a phone to get a first fix indoors; after it the member chooses by hand. */
const positionTimeoutMs = 20_000;

/** A failed position as the machines read it (a PositionFailure), thrown as an Error that carries its kind. */
export class PositionError extends Error implements PositionFailure {
  constructor(readonly kind: PositionFailure['kind']) {
    super(`no position: ${kind}`);
    this.name = 'PositionError';
  }
}

/** One position through getCurrentPosition; the member refusing is told apart from any other failure. */
export const currentPosition = (nav: GeoNavigator, maxAgeMs: number): Promise<Coordinates> =>
  new Promise((resolve, reject) => {
    const geolocation = nav.geolocation;
    if (geolocation === undefined) {
      reject(new PositionError('failed'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) => reject(new PositionError(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed')),
      { maximumAge: maxAgeMs, timeout: positionTimeoutMs, enableHighAccuracy: false },
    );
  });

/** Whether the browser offers geolocation at all. */
export const geolocationSupported = (nav: GeoNavigator): boolean => nav.geolocation !== undefined;
