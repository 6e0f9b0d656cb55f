import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentProviderFromEnv, testProviderInProduction, type MollieFactory } from '../../server/modules/payments/choose';
import { scriptedProvider } from './support/payments';

describe('the payment provider the environment chooses', () => {
  const recording = () => {
    const calls: Array<Parameters<MollieFactory>[0]> = [];
    const { provider } = scriptedProvider();
    const factory: MollieFactory = (options) => {
      calls.push(options);
      return { ...provider, name: 'mollie' };
    };
    return { calls, load: () => Promise.resolve(factory) };
  };

  it('is the embedded test provider (undefined) without MOLLIE_API_KEY, and the Mollie adapter is not even loaded', async () => {
    const load = () => Promise.reject(new Error('must not load'));
    expect(await paymentProviderFromEnv({}, load)).toBeUndefined();
    expect(await paymentProviderFromEnv({ MOLLIE_API_KEY: '' }, load)).toBeUndefined();
  });

  it('is Mollie with the key (and MOLLIE_BASE_URL when set)', async () => {
    const mollie = recording();
    expect((await paymentProviderFromEnv({ MOLLIE_API_KEY: 'test_abc' }, mollie.load))?.name).toBe('mollie');
    expect((await paymentProviderFromEnv({ MOLLIE_API_KEY: 'test_abc', MOLLIE_BASE_URL: 'http://127.0.0.1:9999/v2' }, mollie.load))?.name).toBe('mollie');
    expect(mollie.calls).toEqual([{ apiKey: 'test_abc' }, { apiKey: 'test_abc', baseUrl: 'http://127.0.0.1:9999/v2' }]);
  });

  it('stops the start when the key is set and the adapter cannot be loaded', async () => {
    await expect(paymentProviderFromEnv({ MOLLIE_API_KEY: 'test_abc' }, () => Promise.reject(new Error('no mollie.ts')))).rejects.toThrow('no mollie.ts');
  });

  it('never is the test provider under NODE_ENV=production: without MOLLIE_API_KEY it refuses, saying why', async () => {
    const mollie = recording();
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', MOLLIE_API_KEY: '' }]) {
      await expect(paymentProviderFromEnv(env, mollie.load)).rejects.toThrow(testProviderInProduction);
    }
    expect((await paymentProviderFromEnv({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_abc' }, mollie.load))?.name).toBe('mollie');
    expect(mollie.calls).toEqual([{ apiKey: 'live_abc' }]);
  });
});

/** The servers a test started and that have not exited yet: stopped after each test, whatever its outcome. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** Runs server/main.ts as `npm start` would (after the build), in one process (tsx as node's loader), until it exits. */
const runServer = (env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      // Started after all: stop it, and let the test fail on its output.
      if (output.includes('Rendezvous is running')) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    running.add(child);
    child.on('error', reject);
    child.on('close', (code) => {
      running.delete(child);
      resolve({ code, output });
    });
  });

describe('npm start under NODE_ENV=production without MOLLIE_API_KEY', () => {
  it('refuses to start, with the reason, before it opens a database or a port', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-prod-'));
    try {
      const pgliteDir = path.join(dataDir, 'pglite');
      const ended = await runServer({ NODE_ENV: 'production', MOLLIE_API_KEY: '', DATABASE_URL: '', PGLITE_DIR: pgliteDir, PORT: '0', HOST: '127.0.0.1' });
      expect(ended.code).toBe(1);
      expect(ended.output.trim()).toBe(`Not starting: ${testProviderInProduction}`);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
