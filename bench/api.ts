// The API part of `npm run bench`: each endpoint's req/s as a share of a bare Fastify hello world measured
// in the same run, and its p99 at a fixed 1,000 req/s, on embedded PGlite and on PostgreSQL.
// `bash scripts/bench.sh --api` runs this part alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/database';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { expectOk, logIn, measure, startFloorServer, startServer, type Figures, type LoadSettings } from './load';

const apiSettings: LoadSettings = { connections: 10, duration: 10, warmup: 2 };
const fixedRate = 1_000;
const endpoints = ['/api/user.php', '/api/chats.php', '/api/likes.php'] as const;
/** Issue 6 targets on PostgreSQL: share of the floor's req/s, and p99 ms at 1,000 req/s. */
const targets: Readonly<Record<(typeof endpoints)[number], { share: number; p99: number }>> = {
  '/api/user.php': { share: 0.35, p99: 15 },
  '/api/chats.php': { share: 0.2, p99: 15 },
  '/api/likes.php': { share: 0.2, p99: 15 },
};

const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);

interface EndpointFigures {
  readonly endpoint: (typeof endpoints)[number];
  readonly saturated: Figures;
  readonly fixed: Figures;
}
interface ApiRun {
  readonly database: string;
  readonly describe: string;
  readonly endpoints: ReadonlyArray<EndpointFigures>;
}

const runOn = async (name: string, driver: 'pglite' | 'postgres', db: Database): Promise<ApiRun> => {
  try {
    const [info] = await db.query<{ version: string; fsync: string }>("SELECT current_setting('server_version') AS version, current_setting('fsync') AS fsync");
    progress(`${name}: migrating and seeding demo data`);
    const server = await startServer(db, driver);
    try {
      const cookie = await logIn(server.origin);
      for (const endpoint of endpoints) await expectOk(`${server.origin}${endpoint}`, cookie);
      const figures: EndpointFigures[] = [];
      for (const endpoint of endpoints) {
        progress(`${name}: GET ${endpoint} flat out, then at ${fixedRate} req/s`);
        const saturated = await measure(`${server.origin}${endpoint}`, cookie, apiSettings);
        const fixed = await measure(`${server.origin}${endpoint}`, cookie, apiSettings, fixedRate);
        figures.push({ endpoint, saturated, fixed });
      }
      return { database: name, describe: `${name} ${info?.version ?? '?'} (fsync ${info?.fsync ?? '?'})`, endpoints: figures };
    } finally {
      await server.close();
    }
  } finally {
    await db.close();
  }
};

const measureFloor = async (): Promise<Figures> => {
  progress('floor: a bare Fastify hello world');
  const floor = await startFloorServer();
  try {
    return await measure(`${floor.origin}/`, '', apiSettings);
  } finally {
    await floor.close();
  }
};

const pad = (cells: ReadonlyArray<string>, widths: ReadonlyArray<number>) =>
  `  ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('   ')}`.trimEnd();

/** Runs the API part on PGlite and on the PostgreSQL server at `databaseUrl`; returns the report. */
export const runApiBench = async (databaseUrl: string): Promise<string> => {
  const floor = await measureFloor();
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-bench-pglite-'));
  const runs: ApiRun[] = [];
  try {
    runs.push(await runOn('PGlite', 'pglite', await openPglite(pgliteDir)));
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  runs.push(await runOn('PostgreSQL', 'postgres', openPostgres(databaseUrl)));

  const head = ['database', 'request', 'req/s', 'of floor', 'p50 ms', 'p99 ms', `p99 @${fixedRate}/s`, 'failed', 'target (PostgreSQL)'];
  const rows = runs.flatMap((run) =>
    run.endpoints.map(({ endpoint, saturated, fixed }) => {
      const share = saturated.requestsPerSecond / floor.requestsPerSecond;
      const target = targets[endpoint];
      const verdict = run.database !== 'PostgreSQL' ? '' : share >= target.share && fixed.p99 <= target.p99 ? 'met' : 'MISSED';
      return [
        run.database, `GET ${endpoint}`, saturated.requestsPerSecond.toFixed(0), `${(share * 100).toFixed(1)} %`, String(saturated.p50),
        String(saturated.p99), String(fixed.p99), String(saturated.failures + fixed.failures),
        `≥ ${target.share * 100} %, p99 ≤ ${target.p99} ms: ${verdict}`.replace(/: $/, ''),
      ];
    }),
  );
  const all = [head, ...rows, ['floor', 'bare Fastify hello world', floor.requestsPerSecond.toFixed(0), '100 %', String(floor.p50), String(floor.p99), '', String(floor.failures), '']];
  const widths = head.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  return `API under load (${apiSettings.connections} connections, ${apiSettings.warmup} s warm-up + ${apiSettings.duration} s per measurement; the floor in the same run)
  databases  ${runs.map((run) => run.describe).join('; ')}
${all.map((row) => pad(row, widths)).join('\n')}
  req/s flat out; p99 @${fixedRate}/s at a fixed rate (coordinated omission corrected); 1 ms resolution; failed should be 0
`;
};

// Run alone: `bash scripts/bench.sh --api`.
if (process.argv[1] !== undefined && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const url = process.env['BENCH_DATABASE_URL'];
  if (url === undefined || url === '') throw new Error('BENCH_DATABASE_URL is not set: run `bash scripts/bench.sh --api`');
  console.log(`\n${await runApiBench(url)}`);
}
