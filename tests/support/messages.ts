import { parse } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages } from '../../machines/locale/locale.machine';
import en from '../../locales/messages/en.json';
import nl from '../../locales/messages/nl.json';

const compile = (source: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(source).map(([id, message]) => [id, parse(message)]));

/** The English and Dutch messages compiled as the build does, for view tests. */
export const compiledMessages = { en: compile(en), nl: compile(nl) };
