import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The interface languages, in the order of io/entities/locale.ts. nl is the source language. */
export const localeCodes = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type LocaleCode = (typeof localeCodes)[number];
export const sourceLocale: LocaleCode = 'nl';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Hand-edited messages: a flat JSON map of message id to ICU message string, one file per locale. */
export const messagesDir = path.join(projectRoot, 'locales', 'messages');
/** Build output of scripts/compile-locales.ts (pre-parsed ASTs for react-intl). Not committed. */
export const compiledDir = path.join(projectRoot, 'locales', 'compiled');

export const messagesFile = (locale: LocaleCode, dir: string = messagesDir): string => path.join(dir, `${locale}.json`);

/** The locales that have a messages file, in localeCodes order. */
export const availableLocales = (dir: string = messagesDir): LocaleCode[] =>
  localeCodes.filter((locale) => existsSync(messagesFile(locale, dir)));

export type LocaleProblem =
  | { readonly kind: 'missing-file'; readonly locale: LocaleCode; readonly message: string }
  | { readonly kind: 'not-a-flat-map'; readonly locale: LocaleCode; readonly message: string }
  | { readonly kind: 'missing-id'; readonly locale: LocaleCode; readonly id: string; readonly message: string }
  | { readonly kind: 'unknown-id'; readonly locale: LocaleCode; readonly id: string; readonly message: string }
  | { readonly kind: 'syntax'; readonly locale: LocaleCode; readonly id: string; readonly message: string }
  | { readonly kind: 'unknown-argument'; readonly locale: LocaleCode; readonly id: string; readonly message: string };

/** Reads one messages file; throws if it is not a JSON object whose values are all strings. */
export const readMessages = (file: string): Record<string, string> => {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${file}: expected a JSON object of message id to ICU message string`);
  }
  const entries = Object.entries(data);
  const bad = entries.find(([, value]) => typeof value !== 'string');
  if (bad) throw new Error(`${file}: the value of "${bad[0]}" is not a string`);
  return Object.fromEntries(entries);
};

/** Names of the arguments and tags a parsed message refers to ({name}, {count, plural, ...}, <b>...</b>). */
const argumentNames = (elements: ReadonlyArray<MessageFormatElement>, into = new Set<string>()): Set<string> => {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(element.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(element.value);
        for (const option of Object.values(element.options)) argumentNames(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        argumentNames(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
};

const tryParse = (text: string): { ok: true; ast: MessageFormatElement[] } | { ok: false; error: string } => {
  try {
    return { ok: true, ast: parse(text) };
  } catch (error) {
    if (!(error instanceof Error)) return { ok: false, error: String(error) };
    // The parser's SyntaxError carries where it stopped: { location: { start: { line, column } } }.
    const start = (error as Error & { location?: { start?: { line?: number; column?: number } } }).location?.start;
    const where = start?.line === undefined ? '' : ` at line ${start.line}, column ${String(start.column)}`;
    return { ok: false, error: `${error.message}${where}: ${text}` };
  }
};

/**
 * Checks the messages in `dir` (default locales/messages): the source file nl.json exists, every other locale
 * file has exactly the ids of nl.json, every message parses as ICU MessageFormat (tags included, as react-intl
 * parses them), and a translation uses no argument or tag that the Dutch source does not have.
 * Returns the problems found; an empty array means all is well.
 */
export const checkLocales = (dir: string = messagesDir): LocaleProblem[] => {
  const problems: LocaleProblem[] = [];
  const sourcePath = messagesFile(sourceLocale, dir);
  if (!existsSync(sourcePath)) {
    return [{ kind: 'missing-file', locale: sourceLocale, message: `${sourcePath} does not exist (Dutch is the source)` }];
  }

  const load = (locale: LocaleCode): Record<string, string> | undefined => {
    try {
      return readMessages(messagesFile(locale, dir));
    } catch (error) {
      problems.push({ kind: 'not-a-flat-map', locale, message: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  };

  const source = load(sourceLocale);
  if (source === undefined) return problems;
  const sourceArguments = new Map<string, Set<string>>();
  for (const [id, text] of Object.entries(source)) {
    const parsed = tryParse(text);
    if (parsed.ok) sourceArguments.set(id, argumentNames(parsed.ast));
    else problems.push({ kind: 'syntax', locale: sourceLocale, id, message: `${sourceLocale} "${id}": ${parsed.error}` });
  }

  for (const locale of availableLocales(dir)) {
    if (locale === sourceLocale) continue;
    const messages = load(locale);
    if (messages === undefined) continue;
    for (const id of Object.keys(source)) {
      if (!Object.hasOwn(messages, id)) problems.push({ kind: 'missing-id', locale, id, message: `${locale} lacks "${id}"` });
    }
    for (const [id, text] of Object.entries(messages)) {
      if (!Object.hasOwn(source, id)) {
        problems.push({ kind: 'unknown-id', locale, id, message: `${locale} has "${id}", which nl.json does not have` });
        continue;
      }
      const parsed = tryParse(text);
      if (!parsed.ok) {
        problems.push({ kind: 'syntax', locale, id, message: `${locale} "${id}": ${parsed.error}` });
        continue;
      }
      const allowed = sourceArguments.get(id);
      if (allowed === undefined) continue;
      for (const name of argumentNames(parsed.ast)) {
        if (!allowed.has(name)) {
          problems.push({ kind: 'unknown-argument', locale, id, message: `${locale} "${id}" uses ${name}, which the nl message does not have` });
        }
      }
    }
  }
  return problems;
};
