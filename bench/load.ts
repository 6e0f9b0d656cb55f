import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { systemClock } from '../server/clock';
import type { Database } from '../server/db/database';
import { prepareDatabase } from '../server/startup';

export interface LoadSettings {
  readonly connections: number;
  /** Seconds measured per URL. */
  readonly duration: number;
  /** Seconds of load per URL before measuring, so the JIT, caches and pools are warm. */
  readonly warmup: number;
}

export interface Figures {
  readonly p50: number;
  readonly p99: number;
  readonly requestsPerSecond: number;
  readonly requests: number;
  /** Non-2xx answers, connection errors and timeouts: anything but 0 makes the figures meaningless. */
  readonly failures: number;
}

export interface Server {
  readonly origin: string;
  close(): Promise<void>;
}

export const demoCredentials = { email: 'demo@rendezvous.test', password: 'rendezvous-demo' };

/**
 * The server as server/main.ts starts it (prepareDatabase: migrate, seed demo data, default site; then
 * buildApp), but on a fresh database, on loopback, on a free port and with logging off.
 */
export const startServer = async (db: Database, driver: 'pglite' | 'postgres'): Promise<Server> => {
  const prepared = await prepareDatabase(db, { driver, seedDemo: true, clock: systemClock });
  if (!prepared.seeded) throw new Error(`the ${driver} database was not empty, so no demo data was seeded: give the bench a fresh one`);
  const app = await buildApp({ db, clock: systemClock, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
};

/** Logs in as the demo member; returns the `rdv_session=...` pair to send as the Cookie header. */
export const logIn = async (origin: string): Promise<string> => {
  const response = await fetch(`${origin}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoCredentials),
  });
  if (response.status !== 200) throw new Error(`login as ${demoCredentials.email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('rdv_session='));
  if (cookie === undefined) throw new Error('login answered 200 without an rdv_session cookie');
  return cookie;
};

/** Fails before measuring if the URL does not answer 200: a bench of 403s or 500s would look fast. */
export const expectOk = async (url: string, cookie: string): Promise<void> => {
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}, not 200: ${(await response.text()).slice(0, 300)}`);
};

/**
 * The floor: a bare Fastify 5 hello world in this process, on this machine, in this run. Endpoints are
 * reported as a share of its req/s, so figures from machines of different speed can be compared.
 */
export const startFloorServer = async (): Promise<Server> => {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
};

/**
 * Warm-up, then the measured run: as fast as it goes, or at `overallRate` requests per second (latency at
 * a fixed load, corrected for coordinated omission). autocannon fires from a worker thread so it does not
 * share the server's event loop.
 */
export const measure = async (url: string, cookie: string, settings: LoadSettings, overallRate?: number): Promise<Figures> => {
  const options = { url, connections: settings.connections, headers: { cookie }, workers: 1, ...(overallRate === undefined ? {} : { overallRate }) };
  await autocannon({ ...options, duration: settings.warmup });
  const result = await autocannon({ ...options, duration: settings.duration });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  };
};
