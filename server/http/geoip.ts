import type { FastifyRequest } from 'fastify';
import type { Settings } from '../../io/entities/settings';
import { visitorCountry as countryOf } from '../../io/entities/visitor-country';

/** The first tag of an Accept-Language header ('en-GB,en;q=0.8' → 'en-GB'). */
const firstLanguage = (header: string | undefined): string => (header ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';

/**
 * The visitor's country for settings.geoip_country. There is no GeoIP database on this server: a CDN or
 * load balancer in front passes it as X-GeoIP-Country; without one, io/entities/visitor-country guesses
 * from the browser's first language. Unknown stays null.
 */
export const visitorCountry = (request: FastifyRequest): string | null => {
  const header = request.headers['x-geoip-country'];
  return countryOf({ geoip: typeof header === 'string' ? header : null, language: firstLanguage(request.headers['accept-language']) });
};

/** The site's settings as this visitor sees them. */
export const settingsForVisitor = (settings: Settings, request: FastifyRequest): Settings => ({
  ...settings,
  geoip_country: visitorCountry(request),
});
