import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract, type EndpointName } from '../../io/contract';
import { staffContract } from '../../io/staff-contract';
import { buildApp } from '../../server/app';
import { openTestDatabase, type TestDatabase } from '../server/support/database';

/** The names the server binds, recorded as route/memberRoute bind them while buildApp runs. */
const bound = vi.hoisted(() => new Set<string>());

vi.mock('../../server/http/route', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/http/route')>();
  return {
    ...original,
    route: ((app, name, ...rest) => {
      bound.add(name);
      original.route(app, name, ...rest);
    }) satisfies typeof original.route,
    memberRoute: ((app, name, ...rest) => {
      bound.add(name);
      original.memberRoute(app, name, ...rest);
    }) satisfies typeof original.memberRoute,
  };
});

const root = join(import.meta.dirname, '..', '..');

const sourcesUnder = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/**
 * The endpoints the browser calls: `call('<name>'` (http.call, or the platform's call the features'
 * implementations use) in adapters/, app/ or machines/, or a reference to
 * `contract.<name>` in adapters/ (the page-hidden beacon leaves through navigator.sendBeacon, not http).
 */
const browserCallers = (): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const layer of ['adapters', 'app', 'machines']) {
    for (const file of sourcesUnder(join(root, layer))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bcall\(\s*'(\w+)'/g)) names.add(match[1] ?? '');
      if (layer === 'adapters') for (const match of text.matchAll(/\bcontract\.(\w+)/g)) names.add(match[1] ?? '');
    }
  }
  return names;
};

/**
 * Spec §7 calls the server answers whose browser feature belongs to a later issue. Each stays listed
 * only while it lacks that side: the test fails once it gains it, so the list can only shrink.
 */
const awaitingCaller: ReadonlyArray<EndpointName> = [];
/** Bound on neither side yet. */
const awaitingBoth: ReadonlyArray<EndpointName> = [];

/** The staff console's calls made in machines/ (`staffCall('<name>'`): every staff endpoint has one, none names another. */
const staffCallers = (): ReadonlySet<string> =>
  new Set(sourcesUnder(join(root, 'machines')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bstaffCall\(\s*'(\w+)'/g)].map((match) => match[1] ?? '')));

const names = Object.keys(contract).filter((name): name is EndpointName => name in contract);

let database: TestDatabase;
let app: FastifyInstance;

// Starting PGlite and migrating it is a one-off of several seconds on a busy 2-core machine; the unit
// project's 10 s hook timeout is a hang detector, so this hook carries the server project's budget.
beforeAll(async () => {
  database = await openTestDatabase('pglite');
  app = await buildApp({ db: database.db, clientDir: null });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('contract coverage', () => {
  it('binds every endpoint of io/contract.ts on the server, on its method and path', () => {
    const expected = names.filter((name) => !awaitingBoth.includes(name));
    expect(expected.filter((name) => !bound.has(name))).toEqual([]);
    expect(expected.filter((name) => !app.hasRoute({ method: contract[name].method, url: contract[name].path }))).toEqual([]);
    expect(awaitingBoth.filter((name) => bound.has(name))).toEqual([]);
  });

  it('has a browser caller for every endpoint', () => {
    const callers = browserCallers();
    const expected = names.filter((name) => !awaitingCaller.includes(name) && !awaitingBoth.includes(name));
    expect(expected.filter((name) => !callers.has(name))).toEqual([]);
    expect([...awaitingCaller, ...awaitingBoth].filter((name) => callers.has(name))).toEqual([]);
    expect([...callers].filter((name) => !(name in contract))).toEqual([]);
  });

  it('has a console caller for every staff endpoint, and binds each on the server', () => {
    const callers = staffCallers();
    const staffNames = Object.keys(staffContract);
    expect(staffNames.filter((name) => !callers.has(name))).toEqual([]);
    expect([...callers].filter((name) => !staffNames.includes(name))).toEqual([]);
    const unbound = Object.values(staffContract).filter((endpoint) => !app.hasRoute({ method: endpoint.method, url: endpoint.path }));
    expect(unbound).toEqual([]);
  });
});
