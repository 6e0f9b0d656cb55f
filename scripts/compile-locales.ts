/**
 * `npm run i18n:compile`: compiles locales/messages/<locale>.json (flat id -> ICU string) into
 * locales/compiled/<locale>.json, pre-parsed to ASTs (formatjs compile --ast), for react-intl, and splits each
 * into its packs (io/message-packs.ts) as locales/compiled/<locale>/<pack>.json: the browser loads packs,
 * the server renderer the whole file. An id that no pack claims fails the build.
 * A message that is not valid ICU fails the build. Id mismatches between locales are reported
 * as warnings here; the tests use checkLocales() from ./locales to fail on them.
 *
 * @formatjs/cli 6 is a native binary with no programmatic API, so its `formatjs` bin is spawned.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { messagePacks, packOf, type MessagePack } from '../io/message-packs';
import { compileDocuments } from './compile-documents';
import { availableLocales, checkLocales, compiledDir, messagesDir, messagesFile } from './locales';

const require = createRequire(import.meta.url);
const formatjsBin = path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

/** Writes the compiled messages of one locale again, a file per pack; exits when an id has no pack. */
const writePacks = (locale: string, compiledFile: string) => {
  const compiled = JSON.parse(readFileSync(compiledFile, 'utf8')) as Record<string, unknown>;
  const packs = new Map<MessagePack, Record<string, unknown>>(Object.keys(messagePacks).map((pack) => [pack as MessagePack, {}]));
  for (const [id, message] of Object.entries(compiled)) {
    const pack = packOf(id);
    if (pack === undefined) {
      console.error(`i18n:compile: ${id} belongs to no pack: add its first part to io/message-packs.ts`);
      process.exit(1);
    }
    (packs.get(pack) ?? {})[id] = message;
  }
  mkdirSync(path.join(compiledDir, locale), { recursive: true });
  for (const [pack, messages] of packs) writeFileSync(path.join(compiledDir, locale, `${pack}.json`), JSON.stringify(messages));
  writeFileSync(path.join(compiledDir, locale, 'packs.js'), packsIndex);
};

/**
 * A locale's pack loaders (Vite turns the glob into one lazy import per pack): the entry knows only the eleven
 * of these, not every locale's every pack with its hashed file name. The head's pack is the server's only.
 */
const packsIndex = `// Written by scripts/compile-locales.ts.
export default import.meta.glob(['./*.json', '!./head.json'], { import: 'default' });
`;

const locales = availableLocales();
rmSync(compiledDir, { recursive: true, force: true });
mkdirSync(compiledDir, { recursive: true });

if (locales.length === 0) {
  console.warn(`i18n:compile: no messages in ${path.relative(process.cwd(), messagesDir) || messagesDir}; nothing compiled`);
} else {
  for (const problem of checkLocales()) {
    if (problem.kind !== 'syntax') console.warn(`i18n:compile: warning: ${problem.message}`);
  }
  for (const locale of locales) {
    const outFile = path.join(compiledDir, `${locale}.json`);
    const result = spawnSync(
      process.execPath,
      [formatjsBin, 'compile', messagesFile(locale), '--format', 'simple', '--ast', '--out-file', outFile],
      { stdio: 'inherit' },
    );
    if (result.error) throw result.error;
    if (result.status !== 0) {
      console.error(`i18n:compile: formatjs compile failed for ${locale} (exit ${String(result.status)})`);
      process.exit(result.status ?? 1);
    }
    writePacks(locale, outFile);
  }
  console.log(`i18n:compile: ${locales.join(', ')} -> ${path.relative(process.cwd(), compiledDir)}`);
}
compileDocuments();
