import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres';
import { seedDemo } from '../../server/demo/seed';
import { reconcilePayments, reconciliationLock } from '../../server/modules/payments/reconcile';
import { reconciledDaysPastRefundWindow } from '../../server/modules/payments/read';
import { createPaymentStarter } from '../../server/modules/payments/start';
import { useTestApp } from './support/app';
import { testClock, type TestClock } from './support/clock';
import { drivers, openTestDatabase } from './support/database';
import { accountOf, eventsNaming, newMember, postWebhook, providerIdOf, scriptedProvider, startPayment } from './support/payments';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

type Scripted = ReturnType<typeof scriptedProvider>;

const syncDeps = (db: Database, clock: TestClock, scripted: Scripted) => ({
  db, transaction: db.transaction.bind(db), provider: scripted.provider, clock, log: (): void => undefined,
});

const statusOf = async (db: Database, paymentId: string): Promise<string | undefined> =>
  (await db.query<{ status: string }>('SELECT status FROM payments WHERE payment_id = $1', [paymentId]))[0]?.status;

describe.each(drivers)('reconciliation and chargebacks on %s', (driver) => {
  const scripted = scriptedProvider();
  // Passes only when a test runs one: the app's own pass every minute would race the tests' counts.
  const t = useTestApp(driver, { demoMembers: 3, paymentProvider: scripted.provider, payments: { reconcileEveryMs: dayMs } });
  const settledMember = () => newMember(t.db, { signedUpAt: new Date(t.clock.now().getTime() - 5 * hourMs) });

  it('asks no more about a payment begun longer ago than its refund window and 30 days', async () => {
    const first = await settledMember();
    const old = (await startPayment(t.app, first.cookie, { package_id: 'eur-10', method: 'ideal' })).payment_id;
    // The site's refund window is 14 days: the first payment is asked about until 44 days after it began, the last instant excluded.
    t.clock.advance((14 + reconciledDaysPastRefundWindow) * dayMs - 1);
    const second = await settledMember();
    const recent = (await startPayment(t.app, second.cookie, { package_id: 'eur-25', method: 'ideal' })).payment_id;
    scripted.set(await providerIdOf(t.db, old), 'paid');
    scripted.set(await providerIdOf(t.db, recent), 'paid');
    t.clock.advance(1);
    expect(await reconcilePayments(syncDeps(t.db, t.clock, scripted))).toBe(1);
    expect([await statusOf(t.db, old), await statusOf(t.db, recent)]).toEqual(['open', 'paid']);
    expect(await accountOf(t.db, first.id)).toEqual({ credits: 0, paid_user: false });
    expect(await accountOf(t.db, second.id)).toEqual({ credits: 25, paid_user: true });
  });

  it('takes the credits back when the payer\'s bank charges a paid payment back, as a refund with refund id chargeback-<paymentId>', async () => {
    const member = await settledMember();
    const { payment_id: paymentId } = await startPayment(t.app, member.cookie, { package_id: 'eur-25', method: 'ideal' });
    const providerId = await providerIdOf(t.db, paymentId);
    scripted.set(providerId, 'paid');
    expect((await postWebhook(t.app, providerId)).statusCode).toBe(200);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 25, paid_user: true });
    scripted.set(providerId, 'paid', 0, 2999);
    expect((await postWebhook(t.app, providerId)).statusCode).toBe(200);
    expect((await postWebhook(t.app, providerId)).statusCode).toBe(200);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 0, paid_user: true });
    expect(await statusOf(t.db, paymentId)).toBe('refunded');
    const refunds = await t.db.query<{ refund_id: string }>(
      "SELECT data->>'refundId' AS refund_id FROM events WHERE type = 'CreditsRefunded' AND data->>'paymentId' = $1",
      [paymentId],
    );
    expect(refunds).toEqual([{ refund_id: `chargeback-${paymentId}` }]);
    expect(await eventsNaming(t.db, 'PaymentRefunded', paymentId)).toBe(1);
  });
});

describe('reconciliation in several processes on PostgreSQL', () => {
  it('runs a pass in one process at a time: while another holds the lock, a pass asks nothing', async () => {
    const { db, url, dispose } = await openTestDatabase('postgres');
    const other = openPostgres(url ?? '');
    try {
      const clock = testClock();
      await seedDemo(db, clock, { members: 3 });
      const scripted = scriptedProvider();
      const member = await newMember(db, { signedUpAt: new Date(clock.now().getTime() - 5 * hourMs) });
      const start = createPaymentStarter({ transaction: (fn) => db.transaction(fn), provider: scripted.provider });
      const started = await start({
        memberId: member.id, domain: 'localhost', packageId: 'eur-10', method: 'ideal', code: null, mandateId: null, origin: 'http://localhost', at: clock.now(),
      });
      if (!started.ok) throw new Error(`refused: ${started.error}`);
      scripted.set(await providerIdOf(db, started.paymentId), 'paid');

      const meanwhile = await other.exclusively(reconciliationLock, () => reconcilePayments(syncDeps(db, clock, scripted)));
      expect(meanwhile).toEqual({ ran: true, value: 0 });
      expect(await statusOf(db, started.paymentId)).toBe('open');
      expect(await reconcilePayments(syncDeps(db, clock, scripted))).toBe(1);
      expect(await statusOf(db, started.paymentId)).toBe('paid');
    } finally {
      await other.close();
      await dispose();
    }
  });
});
