import { defaultLocale, locales, type Locale } from '../../io/entities/locale';
import { countryLocale } from './offered';

/** A language tag's locale when we support it ('no' is Norwegian Bokmål), else null. */
export const supportedLocale = (tag: string | null | undefined): Locale | null => {
  if (tag === null || tag === undefined) return null;
  const language = tag.slice(0, 2).toLowerCase();
  return locales.find((locale) => locale === (language === 'no' ? 'nb' : language)) ?? null;
};

export interface LocaleFacts {
  readonly cookie: string | null;
  readonly domainLanguage: string;
  readonly browserLanguages: ReadonlyArray<string>;
  readonly country: string | null;
}

/**
 * Spec §4: the language cookie; without one, the site's domain_language when it is a supported locale;
 * then the browser's languages; then the visitor's country; the default locale last.
 */
export const chooseLocale = (facts: LocaleFacts): Locale =>
  supportedLocale(facts.cookie) ??
  supportedLocale(facts.domainLanguage) ??
  facts.browserLanguages.map(supportedLocale).find((locale) => locale !== null) ??
  countryLocale(facts.country) ??
  defaultLocale;
