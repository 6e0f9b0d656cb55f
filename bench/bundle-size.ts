import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export interface InitialSize {
  readonly jsKb: number;
  readonly cssKb: number;
}

const kbGzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** What the browser must download before first paint: the entry script, its modulepreloads and the stylesheets. */
export const initialSize = (outDir: string): InitialSize => {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => path.join(outDir, m[1] ?? ''));
  const js = [...refs(/<script[^>]+src="([^"]+\.js)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)];
  const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const sum = (files: string[]) => files.reduce((total, file) => total + kbGzip(file), 0);
  return { jsKb: sum(js), cssKb: sum(css) };
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
