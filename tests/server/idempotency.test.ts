import { setTimeout as sleep } from 'node:timers/promises';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { ok } from '../../server/http/answer';
import { bindEndpoint } from '../../server/http/route';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

/** A test-only 'keyed' POST: counts its runs, and writes in the request's transaction. */
const keyed = {
  method: 'POST', path: '/api/test-keyed.php', query: t.type({}), body: t.type({ note: t.string }),
  response: t.type({ run: t.number, note: t.string }), access: 'public', retry: 'keyed',
} as const;

describe.each(drivers)('Idempotency-Key on %s', (driver) => {
  let runs = 0;
  let failNext = false;
  const t = useTestApp(driver, {
    demoMembers: 0,
    extend: (app) =>
      bindEndpoint(app, 'testKeyed', keyed, async ({ body, transaction }) => {
        runs += 1;
        const run = runs;
        await transaction(async (tx) => {
          await sleep(20); // widen the window a concurrent duplicate could slip through
          await tx.query('INSERT INTO session_activity (session_hash, last_seen) VALUES ($1, now())', [`run-${run}`]);
        });
        if (failNext) {
          failNext = false;
          throw new Error('failed after writing');
        }
        return ok({ run, note: body.note });
      }),
  });
  const post = (key: string | undefined, note = 'hello', cookie?: string) =>
    t.app.inject({
      method: 'POST', url: '/api/test-keyed.php', payload: { note },
      headers: { ...(key === undefined ? {} : { 'idempotency-key': key }), ...(cookie === undefined ? {} : { cookie }) },
    });
  const writes = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM session_activity WHERE session_hash LIKE 'run-%'"))[0]?.n;

  it('answers a repeated key with the stored reply instead of running again', async () => {
    const first = await post('key-1');
    const again = await post('key-1', 'changed');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
    expect(await writes()).toBe(1);
  });

  it('runs again for another key, without a key, or for a logged-in member (whose keys are scoped to them)', async () => {
    const before = runs;
    await post('key-2');
    await post(undefined);
    await post(undefined);
    await post('key-1', 'hello', await logIn(t.app));
    expect(runs).toBe(before + 4);
  });

  it('runs concurrent duplicates once', async () => {
    const before = runs;
    const responses = await Promise.all(Array.from({ length: 5 }, () => post('key-concurrent')));
    expect(runs).toBe(before + 1);
    expect(new Set(responses.map((response) => `${response.statusCode} ${response.body}`)).size).toBe(1);
  });

  it('forgets a key whose request failed, with everything it wrote', async () => {
    const writesBefore = await writes();
    failNext = true;
    expect((await post('key-fails')).statusCode).toBe(500);
    expect(await writes()).toBe(writesBefore);
    const retried = await post('key-fails');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key over 100 characters with 400 naming the header', async () => {
    const response = await post('k'.repeat(101));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_input', field: 'Idempotency-Key' });
    expect((await post('k'.repeat(100))).statusCode).toBe(200);
  });
});
