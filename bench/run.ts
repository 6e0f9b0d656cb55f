// `npm run bench` (scripts/bench.sh starts a throwaway PostgreSQL and passes it as BENCH_DATABASE_URL).
// Prints the initial download of the built client against a bare React page, and the API part (bench/api.ts):
// three logged-in GETs against a bare Fastify floor, on embedded PGlite and on PostgreSQL; and Lighthouse mobile
// (bench/lighthouse.ts); search over a million members (bench/search.ts); and chat (bench/chat.ts: 1,000 open
// streams, send → shown, and the credits model test at 10,000 histories). `--lighthouse` runs the Lighthouse
// part alone. Progress goes to stderr, the report to stdout.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as t from 'io-ts';
import { benchRoutes, buildFloor, initialSize, routeSizes, type InitialSize } from './bundle-size';
import { runApiBench } from './api';
import { runSearchBench } from './search';
import { runChatBench } from './chat';
import { lighthouseHead, lighthouseOnFreshServer, lighthouseRows, type LighthouseFigures } from './lighthouse';
import { demoCredentials } from './load';

const root = fileURLToPath(new URL('..', import.meta.url));

const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** `align` has one letter per column: l (text) or r (figures). Indented by two spaces. */
const table = (align: string, head: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: ReadonlyArray<string>) =>
    `  ${row.map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('   ')}`.trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
};

/** Lighthouse audits per route; the report shows each figure's median. */
const lighthouseRuns = 3;

const lighthouseReport = (pages: ReadonlyArray<LighthouseFigures>): string =>
  `Lighthouse 12.8 mobile (simulated slow 4G, 4× CPU slowdown; median of ${lighthouseRuns} runs; targets: performance ≥ 95 and LCP ≤ 1.5 s logged out, ≥ 90 on /members)
${table('lrrrrrrrrl', lighthouseHead, lighthouseRows(pages))}`;

if (process.argv.includes('--lighthouse-public')) {
  console.log(lighthouseReport(await lighthouseOnFreshServer(lighthouseRuns, progress, 'public')));
  process.exit(0);
}
if (process.argv.includes('--lighthouse')) {
  console.log(lighthouseReport(await lighthouseOnFreshServer(lighthouseRuns, progress)));
  process.exit(0);
}

const kb = (value: number) => value.toFixed(1);
const signedKb = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

// --- initial download ----------------------------------------------------------------------------------------
const clientDir = path.join(root, 'dist', 'client');
if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('dist/client/index.html is missing: run `npm run build` (scripts/bench.sh does)');
const client = initialSize(clientDir);
/** The initial download of a floor page (bench/floor: bare React 19; bench/floor-stack: the whole stack, nothing of ours). */
const floorSize = async (folder: 'floor' | 'floor-stack'): Promise<InitialSize> => {
  progress(`building the floor page bench/${folder}`);
  const floorDir = await buildFloor(root, folder);
  try {
    return initialSize(floorDir);
  } finally {
    rmSync(floorDir, { recursive: true, force: true });
  }
};
const floor = await floorSize('floor');
const stackFloor = await floorSize('floor-stack');

// --- API under load: bench/api.ts ---------------------------------------------------------------------------
const databaseUrl = process.env['BENCH_DATABASE_URL'];
if (databaseUrl === undefined || databaseUrl === '') {
  throw new Error('BENCH_DATABASE_URL is not set: run `npm run bench`, which starts a throwaway PostgreSQL server for it');
}
const apiReport = await runApiBench(databaseUrl);
progress('search over 1,000,000 members (bench/search.ts)');
const searchReport = await runSearchBench(databaseUrl);
progress('chat: 1,000 open streams, then the credits model test at 10,000 histories (bench/chat.ts)');
const chatReport = await runChatBench(databaseUrl);

const pages = await lighthouseOnFreshServer(lighthouseRuns, progress);
const perRoute = routeSizes(clientDir, benchRoutes);

// --- report --------------------------------------------------------------------------------------------------
const cpus = os.cpus();
const autocannonPackage: unknown = JSON.parse(readFileSync(path.join(root, 'node_modules/autocannon/package.json'), 'utf8'));
const autocannonVersion = t.type({ version: t.string }).is(autocannonPackage) ? autocannonPackage.version : 'unknown';
const sizeRow = (label: string, size: InitialSize) => [
  label, kb(size.jsKb), kb(size.cssKb), kb(size.jsKb + size.cssKb), `${size.jsFiles.length} JS + ${size.cssFiles.length} CSS`,
];

console.log(`
Rendezvous benchmark
  machine    ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${os.platform()} ${os.arch()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}
  load       autocannon ${autocannonVersion} in 1 worker thread
  server     buildApp in this process on 127.0.0.1, logger off, logged in as ${demoCredentials.email}

Initial download before first paint, kB gzip -9 (index.html's entry script + modulepreloads + stylesheets)
${table('lrrrl', ['', 'JS', 'CSS', 'total', 'files'], [
  sizeRow('client (dist/client)', client),
  sizeRow('floor (bare React 19)', floor),
  sizeRow('stack floor (React, react-intl, XState, RxJS, io-ts, wouter)', stackFloor),
  ['client − floor', signedKb(client.jsKb - floor.jsKb), signedKb(client.cssKb - floor.cssKb), signedKb(client.jsKb + client.cssKb - floor.jsKb - floor.cssKb), ''],
])}

Per route, kB gzip -9: the above plus the route's screen chunk and its English message packs (target: JS ≤ 110)
${table('lrrrrr', ['route', 'JS', 'CSS', 'total', 'JS − floor', 'JS − stack floor'], perRoute.map((size) => [
  size.route, kb(size.jsKb), kb(size.cssKb), kb(size.jsKb + size.cssKb), signedKb(size.jsKb - floor.jsKb), signedKb(size.jsKb - stackFloor.jsKb),
]))}

${lighthouseReport(pages)}

${apiReport}
${searchReport}
${chatReport}`);
