/**
 * Part of `npm run i18n:compile`: the legal and help texts (scripts/documents.ts) as
 * locales/compiled/<locale>/docs/<document>.json, which the browser and the server renderer import lazily.
 * A malformed text fails the build; a missing one is a warning here and a failure in
 * tests/locales/documents.test.ts (the page then shows its Dutch text).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileAllDocuments } from './documents';
import { compiledDir } from './locales';

export const compileDocuments = (): void => {
  const { documents, problems } = compileAllDocuments();
  const errors = problems.filter((problem) => problem.message !== 'missing');
  for (const problem of problems) {
    if (problem.message === 'missing') console.warn(`i18n:compile: warning: ${problem.file} is missing`);
    else console.error(`i18n:compile: ${problem.file}: ${problem.message}`);
  }
  if (errors.length > 0) process.exit(1);
  for (const [key, blocks] of documents) {
    const [locale = '', name = ''] = key.split('/');
    const dir = path.join(compiledDir, locale, 'docs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(blocks));
  }
  console.log(`i18n:compile: ${documents.size} documents -> ${path.relative(process.cwd(), compiledDir)}/<locale>/docs`);
};
