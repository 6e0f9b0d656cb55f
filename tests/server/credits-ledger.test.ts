import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import type { AccountCommand } from '../../server/modules/accounts/decide';
import { retryOnConflict } from '../../server/modules/retry';
import { drivers, useDatabase } from './support/database';

const at = new Date('2026-11-24T10:00:00.000Z');
let nextMemberId = 1;

const register = async (db: Database): Promise<number> => {
  const memberId = nextMemberId++;
  await db.transaction((tx) =>
    runAccountCommand(tx, memberId, {
      type: 'RegisterMember',
      data: {
        memberId, site: 'localhost', email: null, passwordHash: null, name: `M${String(memberId)}`, gender: 'female', birthDate: '1990-05-01',
        country: 'NL', region: 'Utrecht', city: '', language: 'nl', fictional: false, at,
      },
    }),
  );
  return memberId;
};

/** One command in a transaction of its own, retried from a fresh read when another connection wrote first. */
const run = (db: Database, memberId: number, command: AccountCommand) =>
  retryOnConflict(() => db.transaction((tx) => runAccountCommand(tx, memberId, command)), 20);

/** The balance as the read table holds it, and as the ledger's events add up. */
const balances = async (db: Database, memberId: number) => {
  const [row] = await db.query<{ credits: number }>('SELECT credits FROM members WHERE id = $1', [memberId]);
  const [ledger] = await db.query<{ sum: number }>(
    `SELECT coalesce(sum(CASE WHEN type IN ('CreditsSpent', 'CreditsRefunded') THEN -(data->>'credits')::int ELSE (data->>'credits')::int END), 0)::int AS sum
       FROM events WHERE stream_id = $1 AND type IN ('CreditsPurchased', 'CreditsGranted', 'CreditsSpent', 'CreditsRefunded')`,
    [`account-${String(memberId)}`],
  );
  return { readTable: row?.credits, ledger: ledger?.sum };
};

describe.each(drivers)('the credits ledger on %s', (driver) => {
  const db = useDatabase(driver);

  it('charges concurrent spends from several connections once each and never below 0', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 12 }),
        // Sends of a few messages, each possibly retried (the same message id), all at once.
        fc.array(fc.record({ messageId: fc.integer({ min: 1, max: 5 }), credits: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 8 }),
        async (bought, sends) => {
          const memberId = await register(db());
          if (bought > 0) await run(db(), memberId, { type: 'PurchaseCredits', data: { paymentId: `pay-${String(memberId)}`, credits: bought, at } });
          const outcomes = await Promise.all(
            sends.map(({ messageId, credits }) =>
              run(db(), memberId, { type: 'SpendCredits', data: { credits, purpose: { kind: 'message', conversationId: 1, messageId }, at } }),
            ),
          );
          for (const outcome of outcomes) if (outcome.kind === 'rejected') expect(outcome.reason).toBe('insufficient_credits');
          const { readTable, ledger } = await balances(db(), memberId);
          expect(readTable).toBe(ledger);
          expect(readTable).toBeGreaterThanOrEqual(0);
          const charged = await db().query<{ message: string; n: number }>(
            `SELECT data->'purpose'->>'messageId' AS message, count(*)::int AS n FROM events
              WHERE stream_id = $1 AND type = 'CreditsSpent' GROUP BY 1`,
            [`account-${String(memberId)}`],
          );
          expect(charged.every((row) => row.n === 1)).toBe(true);
        },
      ),
      { numRuns: 15 },
    );
  });
});
