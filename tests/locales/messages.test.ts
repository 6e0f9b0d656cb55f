import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { availableLocales, checkLocales, messagesFile, projectRoot } from '../../scripts/locales';

describe('locale messages', () => {
  it('have exactly the Dutch source ids in every locale, each a valid ICU message', () => {
    expect(checkLocales()).toEqual([]);
  });

  it('are complete in Dutch and English', () => {
    expect(availableLocales()).toEqual(expect.arrayContaining(['nl', 'en']));
  });

  it('hold in nl.json exactly the Dutch source texts written in the views', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'rdv-extract-')), 'nl.json');
    const cli = path.join(projectRoot, 'node_modules', '.bin', 'formatjs');
    execFileSync(cli, ['extract', 'views/**/*.tsx', 'views/**/*.ts', '--format', 'simple', '--out-file', out], { cwd: projectRoot });
    const extracted: unknown = JSON.parse(readFileSync(out, 'utf8'));
    const committed: unknown = JSON.parse(readFileSync(messagesFile('nl'), 'utf8'));
    expect(committed).toEqual(extracted);
  });
});
