import type { FastifyRequest } from 'fastify';
import type { Settings } from '../../io/entities/settings';

// A language whose speakers mostly live in one country (en, es, fr, de are spoken in several: not listed).
const languageCountry: Readonly<Record<string, string>> = { nl: 'NL', da: 'DK', sv: 'SE', fi: 'FI', nb: 'NO', no: 'NO', pl: 'PL', it: 'IT' };

/**
 * The visitor's country for settings.geoip_country. There is no GeoIP database on this server: a CDN or
 * load balancer in front passes it as X-GeoIP-Country; without one, the region of the browser's first
 * language (en-GB → GB, nl → NL) is the best offline guess. Unknown stays null.
 */
export const visitorCountry = (request: FastifyRequest): string | null => {
  const header = request.headers['x-geoip-country'];
  if (typeof header === 'string' && /^[A-Za-z]{2}$/.test(header)) return header.toUpperCase();
  const first = (request.headers['accept-language'] ?? '').split(',')[0]?.trim() ?? '';
  const [language = '', region] = first.split(';')[0]?.split('-') ?? [];
  if (region !== undefined && /^[A-Za-z]{2}$/.test(region)) return region.toUpperCase();
  return languageCountry[language.toLowerCase()] ?? null;
};

/** The site's settings as this visitor sees them. */
export const settingsForVisitor = (settings: Settings, request: FastifyRequest): Settings => ({
  ...settings,
  geoip_country: visitorCountry(request),
});
