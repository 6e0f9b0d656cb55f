import * as E from 'fp-ts/Either';
import { decode, describeFailure } from '../../io/codec/decode';
import { CompiledDocument, type DocumentName } from '../../io/documents';

/** Every locale's compiled texts (scripts/compile-documents.ts), each its own small chunk, loaded on first show. */
const loaders = import.meta.glob<unknown>('../../locales/compiled/*/docs/*.json', { import: 'default' });
const loaded = new Map<string, Promise<CompiledDocument>>();

const fileOf = (locale: string, name: DocumentName): string => `../../locales/compiled/${locale}/docs/${name}.json`;

const load = async (locale: string, name: DocumentName): Promise<CompiledDocument> => {
  // A text missing in a language shows in Dutch, the source (tests/locales/documents.test.ts fails on it).
  const loader = loaders[fileOf(locale, name)] ?? loaders[fileOf('nl', name)];
  if (loader === undefined) throw new Error(`no text "${name}" in any language: run npm run i18n:compile`);
  const blocks = decode(CompiledDocument, await loader());
  if (E.isLeft(blocks)) throw new Error(`the text "${name}" (${locale}) is malformed: ${describeFailure(blocks.left)}`);
  return blocks.right;
};

/**
 * The text as a promise that stays the same for the same locale and name, so React's use() can wait for it
 * while rendering (on the server too, where prerender waits), and a second render finds it resolved.
 */
export const documentOf = (locale: string, name: DocumentName): Promise<CompiledDocument> => {
  const key = `${locale}/${name}`;
  const known = loaded.get(key);
  if (known !== undefined) return known;
  const promise = load(locale, name);
  loaded.set(key, promise);
  return promise;
};
