import type { FastifyInstance } from 'fastify';
import { invalidInput, ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { nearestPlace } from './places';

// A decimal number as a browser writes one (String of a number: 52.37, -4, 1e-7); anything else is not a coordinate.
const decimal = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

const coordinate = (text: string): number | null => (decimal.test(text) ? Number(text) : null);

export const registerGeocodeRoutes = (app: FastifyInstance): void => {
  // Spec §7: a failure gives false. Here that is a point off the globe, nothing within 50 km (at sea, say),
  // a place whose region the select cannot name, or a country the site does not serve. Nothing is stored:
  // the browser saves the living area it shows with PUT /api/profile.php.
  memberRoute(app, 'geocode', async ({ query, site }) => {
    const lat = coordinate(query.lat);
    if (lat === null) return invalidInput('lat');
    const lon = coordinate(query.lon);
    if (lon === null) return invalidInput('lon');
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return ok(false as const);
    const [place, { settings }] = await Promise.all([nearestPlace(lat, lon), site()]);
    if (place === null || place.region === undefined || !settings.countries.includes(place.country)) return ok(false as const);
    return ok({ country: place.country, region: place.region, city: place.city });
  });
};
