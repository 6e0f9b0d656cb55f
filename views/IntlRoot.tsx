import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import type { Locale } from '../io/entities/locale';

/** Compiled (AST) messages of one locale, as scripts/compile-locales.ts writes them. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;
/** Compiled messages in the app; plain ICU strings are accepted too (tests read the message files). */
type LocaleMessages = CompiledMessages | Record<string, string>;

/** react-intl with the active locale's compiled messages; Dutch source text is the fallback. */
export const IntlRoot = (props: { locale: Locale; messages: LocaleMessages; children: ReactNode }) => (
  <IntlProvider locale={props.locale} messages={props.messages} defaultLocale="nl">
    {props.children}
  </IntlProvider>
);
