// The credits model test (tests/server/credits-model.test.ts) at bench size: 10,000 random concurrent
// histories on the PostgreSQL server of the run, its wall time printed. It passes or fails like the test.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const histories = 10_000;

/** Runs the model test's PostgreSQL half with `adminUrl` as its test server; returns the report. */
export const runCreditsModelBench = async (adminUrl: string): Promise<string> => {
  const start = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const vitest = spawn('npx', ['vitest', 'run', '--project', 'server', 'tests/server/credits-model.test.ts', '-t', 'on postgres'], {
      env: { ...process.env, TEST_DATABASE_URL: adminUrl, CREDITS_MODEL_RUNS: String(histories) },
      // Vitest's report goes to stderr with the bench's progress; stdout stays the bench's report.
      stdio: ['ignore', process.stderr, process.stderr],
    });
    vitest.once('error', reject);
    vitest.once('exit', resolve);
  });
  const seconds = (performance.now() - start) / 1000;
  const verdict = code === 0 ? 'passed' : `FAILED (vitest exited with ${String(code)})`;
  return `Credits model test (tests/server/credits-model.test.ts) on PostgreSQL, ${histories.toLocaleString('en')} histories (CREDITS_MODEL_RUNS)
  ${verdict} in ${seconds.toFixed(1)} s wall time (vitest start-up included)
`;
};
