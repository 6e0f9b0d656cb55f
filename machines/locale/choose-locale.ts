import { defaultLocale, type Locale } from '../../io/entities/locale';

/**
 * The first candidate (cookie, then browser languages, then the site's domain language) whose
 * language part is one we have messages for; the default locale otherwise. 'no' is Norwegian Bokmål.
 */
export const chooseLocale = (candidates: ReadonlyArray<string | null | undefined>, available: ReadonlyArray<Locale>): Locale => {
  for (const candidate of candidates) {
    if (candidate === null || candidate === undefined) continue;
    const language = candidate.slice(0, 2).toLowerCase();
    const match = available.find((locale) => locale === (language === 'no' ? 'nb' : language));
    if (match !== undefined) return match;
  }
  return available.includes(defaultLocale) ? defaultLocale : (available[0] ?? defaultLocale);
};
