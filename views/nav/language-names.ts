import type { Locale } from '../../io/entities/locale';

/** Each language named in itself, so a member finds theirs whatever the page's language. */
export const ownName = (locale: Locale): string => new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
