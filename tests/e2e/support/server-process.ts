import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export interface RunningServer {
  readonly url: string;
  /** Its embedded database's folder. */
  readonly dataDir: string;
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

/**
 * The product as `npm start` runs it (server/main.ts on a new embedded database with demo data, serving
 * the built client), on a free loopback port and a throwaway data folder. `from`: a data folder to start
 * as a copy of (the run's seeded database, tests/e2e/support/seeded-database.ts), not a new database.
 */
export const startServer = async (options: { from?: string; keepData?: boolean } = {}): Promise<RunningServer> => {
  if (!existsSync(path.join(projectRoot, 'dist', 'client', 'index.html'))) {
    throw new Error('dist/client is missing: run `npm run build` first (npm test does)');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-e2e-'));
  if (options.from !== undefined) cpSync(options.from, dataDir, { recursive: true });
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Rendezvous is running')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (options.keepData !== true) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, dataDir, output: () => output, stop };
};
