import { CountryCode } from '../codec/primitives';

// A language whose speakers mostly live in one country (en, es, fr, de are spoken in several: not listed).
const languageCountry: Readonly<Record<string, string>> = { nl: 'NL', da: 'DK', sv: 'SE', fi: 'FI', nb: 'NO', no: 'NO', pl: 'PL', it: 'IT' };

/** What the visitor's country is decided from; each fact may be missing. */
export interface CountryFacts {
  /** The country the visitor chose (settings.geoip_selected_country). */
  readonly selected?: string | null;
  /** A GeoIP lookup: a CDN's X-GeoIP-Country on the server, settings.geoip_country in the browser. */
  readonly geoip?: string | null;
  /** The browser's first language tag ('en-GB', 'nl'). */
  readonly language?: string | null;
}

const country = (candidate: string | null | undefined): string | null => {
  const upper = candidate?.trim().toUpperCase() ?? '';
  return CountryCode.is(upper) ? upper : null;
};

/** The region of a language tag (en-GB → GB), or the one country of a single-country language (nl → NL). */
const countryOfLanguage = (tag: string | null | undefined): string | null => {
  const [language = '', region] = (tag ?? '').trim().split('-');
  return country(region) ?? languageCountry[language.toLowerCase()] ?? null;
};

/**
 * The visitor's country, for both sides: the visitor's own choice first, then GeoIP, then the best
 * offline guess from the browser's first language. Unknown stays null (a caller that gates on the
 * country must treat null as "could be anywhere").
 */
export const visitorCountry = (facts: CountryFacts): string | null =>
  country(facts.selected) ?? country(facts.geoip) ?? countryOfLanguage(facts.language);
