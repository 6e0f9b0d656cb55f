// `npm run bench` (scripts/bench.sh starts a throwaway PostgreSQL and passes it as BENCH_DATABASE_URL).
// Prints the initial download of the built client against a bare React page, and the latency and throughput
// of two logged-in GETs on embedded PGlite and on PostgreSQL. Progress goes to stderr, the report to stdout.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as t from 'io-ts';
import type { Database } from '../server/db/database';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { buildFloor, initialSize, type InitialSize } from './bundle-size';
import { demoCredentials, expectOk, logIn, measure, startServer, type Figures, type LoadSettings } from './load';

const root = fileURLToPath(new URL('..', import.meta.url));
const settings: LoadSettings = { connections: 10, duration: 10, warmup: 2 };
const endpoints = ['/api/user.php', '/api/chats.php'];

const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** `align` has one letter per column: l (text) or r (figures). Indented by two spaces. */
const table = (align: string, head: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: ReadonlyArray<string>) =>
    `  ${row.map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('   ')}`.trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
};

const kb = (value: number) => value.toFixed(1);
const signedKb = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

// --- initial download ----------------------------------------------------------------------------------------
const clientDir = path.join(root, 'dist', 'client');
if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('dist/client/index.html is missing: run `npm run build` (scripts/bench.sh does)');
const client = initialSize(clientDir);
progress('building the React floor (bench/floor)');
const floorDir = await buildFloor(root);
let floor: InitialSize;
try {
  floor = initialSize(floorDir);
} finally {
  rmSync(floorDir, { recursive: true, force: true });
}

// --- API under load ------------------------------------------------------------------------------------------
const databaseUrl = process.env['BENCH_DATABASE_URL'];
if (databaseUrl === undefined || databaseUrl === '') {
  throw new Error('BENCH_DATABASE_URL is not set: run `npm run bench`, which starts a throwaway PostgreSQL server for it');
}

interface Run {
  readonly database: string;
  readonly describe: string;
  readonly figures: ReadonlyArray<{ readonly endpoint: string; readonly figures: Figures }>;
}

/** One server on one fresh database: log in, check every URL answers 200, then load each in turn. */
const runOn = async (name: string, driver: 'pglite' | 'postgres', db: Database): Promise<Run> => {
  try {
    const [info] = await db.query<{ version: string; fsync: string }>(
      "SELECT current_setting('server_version') AS version, current_setting('fsync') AS fsync",
    );
    progress(`${name}: migrating and seeding demo data`);
    const server = await startServer(db, driver);
    try {
      const cookie = await logIn(server.origin);
      for (const endpoint of endpoints) await expectOk(`${server.origin}${endpoint}`, cookie);
      const figures = [];
      for (const endpoint of endpoints) {
        progress(`${name}: GET ${endpoint} (${settings.warmup} s warm-up, ${settings.duration} s measured)`);
        figures.push({ endpoint, figures: await measure(`${server.origin}${endpoint}`, cookie, settings) });
      }
      return { database: name, describe: `${name} ${info?.version ?? '?'} (fsync ${info?.fsync ?? '?'})`, figures };
    } finally {
      await server.close();
    }
  } finally {
    await db.close();
  }
};

const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-bench-pglite-'));
let runs: Run[];
try {
  runs = [await runOn('PGlite', 'pglite', await openPglite(pgliteDir))];
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
runs.push(await runOn('PostgreSQL', 'postgres', openPostgres(databaseUrl)));

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
  load       autocannon ${autocannonVersion} in 1 worker thread, ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s measured per URL
  server     buildApp in this process on 127.0.0.1, logger off, logged in as ${demoCredentials.email}
  databases  ${runs.map((run) => run.describe).join('; ')}

Initial download before first paint, kB gzip -9 (index.html's entry script + modulepreloads + stylesheets)
${table('lrrrl', ['', 'JS', 'CSS', 'total', 'files'], [
  sizeRow('client (dist/client)', client),
  sizeRow('floor (bare React 19)', floor),
  ['client − floor', signedKb(client.jsKb - floor.jsKb), signedKb(client.cssKb - floor.cssKb), signedKb(client.jsKb + client.cssKb - floor.jsKb - floor.cssKb), ''],
])}

API under load (${settings.connections} connections, ${settings.duration} s per URL)
${table(
  'llrrrrr',
  ['database', 'request', 'p50 ms', 'p99 ms', 'req/s', 'requests', 'failed'],
  runs.flatMap((run) =>
    run.figures.map(({ endpoint, figures }) => [
      run.database, `GET ${endpoint}`, String(figures.p50), String(figures.p99), figures.requestsPerSecond.toFixed(0), String(figures.requests), String(figures.failures),
    ]),
  ),
)}
  latency has autocannon's 1 ms resolution; failed: non-2xx answers + connection errors + timeouts (should be 0)
`);
