import { describe, expect, it } from 'vitest';
import { runClaimed } from '../../server/http/idempotency';
import { drivers, useDatabase } from './support/database';
import { eventually } from './support/eventually';

const now = new Date('2026-11-22T10:00:00.000Z');

describe.each(drivers)('keys claimed outside the work (runClaimed) on %s', (driver) => {
  const db = useDatabase(driver);
  const scope = (key: string) => ({ scope: 'member:1', endpoint: 'startPayment', key, now });

  it('runs the work once, outside any transaction, and replays its answer', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      // Outside a transaction the work may use the database itself (on PGlite this would wait forever inside one).
      await db().query('SELECT 1');
      return { status: 200, body: { run: runs } };
    };
    expect(await runClaimed(db(), scope('a'), work)).toEqual({ status: 200, body: { run: 1 }, replayed: false });
    expect(await runClaimed(db(), scope('a'), work)).toEqual({ status: 200, body: { run: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('answers 409 conflict to a duplicate while the first still runs, and the stored answer after', async () => {
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => { finish = resolve; });
    const first = runClaimed(db(), scope('b'), async () => {
      await finished;
      return { status: 200, body: { first: true } };
    });
    // The claim is committed before the work begins: wait until the row is there.
    await eventually('the claim committed', async () => (await db().query("SELECT 1 FROM idempotency_keys WHERE key = 'b'")).length > 0);
    expect(await runClaimed(db(), scope('b'), () => Promise.resolve({ status: 200, body: { second: true } }))).toEqual({
      status: 409, body: { error: 'conflict' }, replayed: false,
    });
    finish();
    expect((await first).body).toEqual({ first: true });
    expect(await runClaimed(db(), scope('b'), () => Promise.resolve({ status: 200, body: { third: true } }))).toMatchObject({ body: { first: true }, replayed: true });
  });

  it('frees the key when the work throws, so it may be tried again', async () => {
    await expect(runClaimed(db(), scope('c'), () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect(await runClaimed(db(), scope('c'), () => Promise.resolve({ status: 200, body: { again: true } }))).toMatchObject({ body: { again: true }, replayed: false });
  });
});
