import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { Coordinates } from '../../io/entities/geolocation';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { geolocationMachine, GeolocationEvent, Place } from './geolocation.machine';

/** Geolocation on the browser's port; the place from GET /api/geocode.php (spec §7). */
export const createGeolocationImplementations = ({ call, geolocation }: Pick<Platform, 'call' | 'geolocation'>): Implementations<typeof geolocationMachine> => ({
  actors: {
    watchPermission: fromCallback<EventObject, void>(({ sendBack }) => {
      if (!geolocation.supported) {
        sendBack({ type: 'geo.unsupported' } satisfies GeolocationEvent);
        return undefined;
      }
      const subscription = geolocation.permission$.subscribe((permission) => sendBack({ type: 'geo.permission', permission } satisfies GeolocationEvent));
      return () => subscription.unsubscribe();
    }),
    position: fromPromise<Coordinates, { maxAgeMs: number }>(({ input }) => geolocation.position(input.maxAgeMs)),
    geocode: fromPromise<Place | false, Coordinates>(({ input, signal }) =>
      call('geocode', { query: { lat: input.lat.toFixed(5), lon: input.lon.toFixed(5) }, signal }),
    ),
  },
});
