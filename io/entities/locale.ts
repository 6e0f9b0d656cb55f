import * as t from 'io-ts';

/** The eleven interface languages. Dutch is the source language; nb is stored in files named "no" by some tools. */
export const Locale = t.keyof({ da: null, de: null, en: null, es: null, fi: null, fr: null, it: null, nb: null, nl: null, pl: null, sv: null });
export type Locale = t.TypeOf<typeof Locale>;

export const locales: ReadonlyArray<Locale> = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];
export const defaultLocale: Locale = 'en';
