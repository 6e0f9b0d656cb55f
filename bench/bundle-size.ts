import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export interface InitialSize {
  readonly jsKb: number;
  readonly cssKb: number;
  /** The files counted, relative to the build folder. */
  readonly jsFiles: ReadonlyArray<string>;
  readonly cssFiles: ReadonlyArray<string>;
}

const kbGzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** The attributes of every `<name ...>` tag, lower-cased names, in any order (Vite puts crossorigin between them). */
const tags = (html: string, name: string): Array<Record<string, string>> =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((tag) =>
    Object.fromEntries([...(tag[1] ?? '').matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g)].map((a) => [(a[1] ?? '').toLowerCase(), a[2] ?? ''])),
  );

/** What the browser must download before first paint: the entry script, its modulepreloads and the stylesheets. */
export const initialSize = (outDir: string): InitialSize => {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const links = tags(html, 'link');
  const hrefs = (rel: string) => links.filter((link) => link['rel'] === rel).map((link) => link['href'] ?? '');
  const scripts = tags(html, 'script').filter((script) => script['type'] === 'module' && script['src'] !== undefined);
  // A Set: a script that is also preloaded is downloaded once.
  const jsFiles = [...new Set([...scripts.map((script) => script['src'] ?? ''), ...hrefs('modulepreload')])];
  const cssFiles = [...new Set(hrefs('stylesheet'))];
  const sum = (files: ReadonlyArray<string>) => files.reduce((total, file) => total + kbGzip(path.join(outDir, file)), 0);
  return { jsKb: sum(jsFiles), cssKb: sum(cssFiles), jsFiles, cssFiles };
};

/** Builds bench/floor (a bare React 19 page) with Vite and the React plugin, into a temporary folder. */
export const buildFloor = async (projectRoot: string): Promise<string> => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rdv-floor-'));
  await build({
    root: path.join(projectRoot, 'bench', 'floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
};
