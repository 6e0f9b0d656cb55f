import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { packageBreakdown } from './package-breakdown';
import { resolve as productResolve } from '../vite.config';

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

/**
 * Builds a floor page into a temporary folder, with Vite and the React plugin and the product's resolve
 * options (RxJS's ES2015 build, no ICU parser): bench/floor is a bare React 19 page, bench/floor-stack the
 * product's whole stack with nothing of ours.
 */
export const buildFloor = async (projectRoot: string, folder: 'floor' | 'floor-stack' = 'floor'): Promise<string> => {
  const outDir = mkdtempSync(path.join(tmpdir(), `rdv-${folder}-`));
  await build({
    root: path.join(projectRoot, 'bench', folder),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: productResolve,
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
};

/** One entry of Vite's build manifest (build.manifest: dist/client/.vite/manifest.json). */
const ManifestChunk = t.intersection([t.type({ file: t.string }), t.partial({ imports: t.array(t.string), css: t.array(t.string) })]);
const Manifest = t.record(t.string, ManifestChunk);
type Manifest = t.TypeOf<typeof Manifest>;

const readManifest = (outDir: string): Manifest => {
  const decoded = Manifest.decode(JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')));
  if (!isRight(decoded)) throw new Error('dist/client/.vite/manifest.json is not a Vite manifest: build with build.manifest');
  return decoded.right;
};

/** A module's chunk, its stylesheets and, recursively, the chunks it imports statically. */
const closure = (manifest: Manifest, key: string, files = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`the build manifest has no ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
};

export interface RouteChunks {
  readonly route: string;
  /** Source modules the route loads after the entry (its lazy screen, the visitor's messages). */
  readonly modules: ReadonlyArray<string>;
}

/** Per route: everything the browser downloads before the route is interactive, kB gzip -9. */
export const routeSizes = (outDir: string, routes: ReadonlyArray<RouteChunks>): Array<{ route: string } & InitialSize> => {
  const manifest = readManifest(outDir);
  // The stylesheets index.html links (with cssCodeSplit off, one that no chunk names).
  const linked = initialSize(outDir).cssFiles.map((file) => file.replace(/^\//, ''));
  return routes.map(({ route, modules }) => {
    const files = [...modules.reduce((all, module) => closure(manifest, module, all), closure(manifest, 'index.html', new Set(linked)))];
    const jsFiles = files.filter((file) => file.endsWith('.js'));
    const cssFiles = files.filter((file) => file.endsWith('.css'));
    const sum = (list: ReadonlyArray<string>) => list.reduce((total, file) => total + kbGzip(path.join(outDir, file)), 0);
    return { route, jsKb: sum(jsFiles), cssKb: sum(cssFiles), jsFiles, cssFiles };
  });
};

/** The message packs of a route in English (the bench browser's language): core, the shell features' (app/main.tsx) and the screen's own. */
const englishPacks = (...packs: ReadonlyArray<string>) =>
  ['locales/compiled/en/packs.js', ...['core', 'features', ...packs].map((pack) => `locales/compiled/en/${pack}.json`)];

/** The routes Lighthouse measures, with the chunks each loads before its first paint (views/screens/registry.ts names a screen's packs). */
export const benchRoutes: ReadonlyArray<RouteChunks> = [
  { route: '/', modules: ['views/screens/LandingScreen.tsx', ...englishPacks('landing')] },
  { route: '/login', modules: ['views/screens/LoginScreen.tsx', ...englishPacks('login')] },
  { route: '/pages/terms', modules: ['views/screens/HeadingScreen.tsx', ...englishPacks('screen')] },
  // A member's page waits for the shell features (their alerts are part of its first paint: app/main.tsx).
  { route: '/members', modules: ['views/screens/MembersScreen.tsx', 'app/wire-features.tsx', ...englishPacks('members')] },
];

/** Builds the client as `npm run build` does, with hidden source maps (the same code), into a temporary folder. */
const buildClientWithMaps = async (projectRoot: string): Promise<string> => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rdv-client-'));
  await build({ root: projectRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: 'hidden' } });
  return outDir;
};

/**
 * `npx tsx bench/bundle-size.ts` (after `npm run i18n:compile`): the per-route figures of `npm run bench`,
 * the bare React floor, and per package what the largest route downloads.
 */
const printSizes = async (): Promise<void> => {
  const projectRoot = fileURLToPath(new URL('..', import.meta.url));
  const clientDir = await buildClientWithMaps(projectRoot);
  const floorDir = await buildFloor(projectRoot);
  const stackFloorDir = await buildFloor(projectRoot, 'floor-stack');
  try {
    const floor = initialSize(floorDir);
    const stackFloor = initialSize(stackFloorDir);
    const routes = routeSizes(clientDir, benchRoutes);
    const line = (label: string, js: number, css: number) => `  ${label.padEnd(16)}${js.toFixed(1).padStart(7)}${css.toFixed(1).padStart(7)}`;
    console.log(`Initial download per route, kB gzip -9 (target: JS ≤ 110)\n  ${''.padEnd(16)}${'JS'.padStart(7)}${'CSS'.padStart(7)}`);
    for (const size of routes) console.log(line(size.route, size.jsKb, size.cssKb));
    console.log(line('floor (React)', floor.jsKb, floor.cssKb));
    console.log(line('floor (stack)', stackFloor.jsKb, stackFloor.cssKb));
    const largest = routes.find((size) => size.route === process.env['ROUTE']) ?? routes.reduce((a, b) => (b.jsKb > a.jsKb ? b : a));
    console.log(`\nPer package on ${largest.route}, kB gzip -9 (estimated from the source maps)`);
    const breakdown = [...packageBreakdown(clientDir, largest.jsFiles, projectRoot, process.argv.includes('--files') ? (source) => source : undefined)].sort((a, b) => b[1] - a[1]);
    for (const [name, kb] of breakdown) console.log(`  ${name.padEnd(40)}${kb.toFixed(1).padStart(7)}`);
  } finally {
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
    rmSync(stackFloorDir, { recursive: true, force: true });
  }
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printSizes().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
