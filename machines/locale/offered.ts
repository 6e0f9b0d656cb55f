import { locales, type Locale } from '../../io/entities/locale';

/** Spec §9: the languages the header offers per visitor country. */
const byCountry: Readonly<Record<string, ReadonlyArray<Locale>>> = {
  US: ['en', 'es'], NL: ['nl'], BE: ['nl', 'fr', 'de'], FR: ['fr'], IT: ['it'], ES: ['es'], DE: ['de'], AT: ['de'],
  IE: ['en'], GB: ['en'], CA: ['en', 'fr'], PL: ['pl'], AU: ['en'], NZ: ['en'], CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'], FI: ['fi', 'sv'], NO: ['nb'], SE: ['sv'],
};

/**
 * The languages in the header's dropdown: those of the visitor's country, always including the one in use.
 * A country outside the table (or unknown) is offered every language.
 */
export const offeredLocales = (country: string | null, current: Locale): ReadonlyArray<Locale> => {
  const forCountry = country === null ? undefined : byCountry[country];
  if (forCountry === undefined) return locales;
  return forCountry.includes(current) ? forCountry : [current, ...forCountry];
};

/** The first language of a country, for a visitor with no cookie and no usable browser language. */
export const countryLocale = (country: string | null): Locale | null => (country === null ? null : (byCountry[country]?.[0] ?? null));
