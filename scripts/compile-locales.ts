/**
 * `npm run i18n:compile`: compiles locales/messages/<locale>.json (flat id -> ICU string) into
 * locales/compiled/<locale>.json, pre-parsed to ASTs (formatjs compile --ast), for react-intl.
 * A message that is not valid ICU fails the build. Id mismatches between locales are reported
 * as warnings here; the tests use checkLocales() from ./locales to fail on them.
 *
 * @formatjs/cli 6 is a native binary with no programmatic API, so its `formatjs` bin is spawned.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { availableLocales, checkLocales, compiledDir, messagesDir, messagesFile } from './locales';

const require = createRequire(import.meta.url);
const formatjsBin = path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

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
  }
  console.log(`i18n:compile: ${locales.join(', ')} -> ${path.relative(process.cwd(), compiledDir)}`);
}
