import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import type { PaymentProvider } from '../../server/modules/payments/provider';
import { refundPayment } from '../../server/modules/payments/refund';
import { createTestProvider } from '../../server/modules/payments/test-provider/provider';
import { findTestPayment } from '../../server/modules/payments/test-provider/store';
import { seedDemo } from '../../server/demo/seed';
import { buildApp } from '../../server/app';
import { useTestApp } from './support/app';
import { testClock, type TestClock } from './support/clock';
import { drivers, openTestDatabase } from './support/database';
import { accountOf, eventsNaming, newMember, pathOf, postWebhook, providerIdOf, startPayment, webhookRelay } from './support/payments';
import type { FastifyInstance } from 'fastify';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** A paid purchase of `packageId` by a new member through the test checkout. */
const buy = async (app: FastifyInstance, db: Database, clock: TestClock, settled: () => Promise<void>, packageId = 'eur-25') => {
  const member = await newMember(db, { signedUpAt: new Date(clock.now().getTime() - 5 * hourMs) });
  const started = await startPayment(app, member.cookie, { package_id: packageId, method: 'ideal' });
  const paid = await app.inject({
    method: 'POST', url: pathOf(started.checkout_url), payload: 'outcome=paid', headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
  await settled();
  return { member, paymentId: started.payment_id };
};

/** The member spends `credits` on a message. */
const spend = async (db: Database, memberId: number, credits: number, at: Date) => {
  const spent = await db.transaction((tx) =>
    runAccountCommand(tx, memberId, { type: 'SpendCredits', data: { credits, purpose: { kind: 'message', conversationId: 1, messageId: credits }, at } }),
  );
  expect(spent.kind).toBe('accepted');
};

describe.each(drivers)('refunds on %s', (driver) => {
  const relay = webhookRelay(() => t.app);
  const t = useTestApp(driver, { demoMembers: 3, payments: { webhookSender: relay.send } });
  const deps = () => ({ db: t.db, provider: createTestProvider({ db: t.db, clock: t.clock }), clock: t.clock });
  const purchase = (packageId?: string) => buy(t.app, t.db, t.clock, relay.settled, packageId);

  it('refunds a paid payment inside the window: the money back at the provider, the credits taken back, premium kept', async () => {
    const { member, paymentId } = await purchase();
    t.clock.advance(13 * dayMs);
    expect(await refundPayment(deps(), paymentId)).toEqual({ ok: true, amount: 2999, currency: 'EUR', credits: 25 });
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 0, paid_user: true });
    const [row] = await t.db.query<{ status: string; refunded_at: Date }>('SELECT status, refunded_at FROM payments WHERE payment_id = $1', [paymentId]);
    expect(row).toEqual({ status: 'refunded', refunded_at: t.clock.now() });
    expect((await findTestPayment(t.db, await providerIdOf(t.db, paymentId)))?.amount_refunded).toBe(2999);
    // Once: a second run refunds nothing more.
    expect(await refundPayment(deps(), paymentId)).toEqual({ ok: false, reason: 'already_refunded' });
    expect((await findTestPayment(t.db, await providerIdOf(t.db, paymentId)))?.amount_refunded).toBe(2999);
  });

  it('never takes the balance below 0: credits already spent stay spent, recorded as unrecovered', async () => {
    const { member, paymentId } = await purchase();
    await spend(t.db, member.id, 20, t.clock.now());
    expect((await refundPayment(deps(), paymentId)).ok).toBe(true);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 0, paid_user: true });
    const [refunded] = await t.db.query<{ credits: number; unrecovered: number }>(
      "SELECT (data->>'credits')::int AS credits, (data->>'unrecovered')::int AS unrecovered FROM events WHERE type = 'CreditsRefunded' AND data->>'paymentId' = $1",
      [paymentId],
    );
    expect(refunded).toEqual({ credits: 5, unrecovered: 20 });
  });

  it('takes back only what the refunded payment bought: credits of another payment stay', async () => {
    const { member, paymentId } = await purchase('eur-10');
    const second = await startPayment(t.app, member.cookie, { package_id: 'eur-25', method: 'ideal' });
    await t.app.inject({ method: 'POST', url: pathOf(second.checkout_url), payload: 'outcome=paid', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    await relay.settled();
    expect((await refundPayment(deps(), paymentId)).ok).toBe(true);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 25, paid_user: true });
  });

  it('refuses outside the window, and a payment not paid or unknown; nothing changes', async () => {
    const { member, paymentId } = await purchase();
    const open = await startPayment(t.app, member.cookie, { package_id: 'eur-10', method: 'ideal' });
    t.clock.advance(14 * dayMs + 1);
    expect(await refundPayment(deps(), paymentId)).toEqual({ ok: false, reason: 'refund_window_closed' });
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 25, paid_user: true });
    expect((await findTestPayment(t.db, await providerIdOf(t.db, paymentId)))?.amount_refunded).toBe(0);
    expect(await refundPayment(deps(), open.payment_id)).toEqual({ ok: false, reason: 'not_paid' });
    expect(await refundPayment(deps(), 'nosuchpayment')).toEqual({ ok: false, reason: 'unknown_payment' });
  });

  it('completes a refund whose recording was lost without paying it out twice', async () => {
    const { member, paymentId } = await purchase();
    const provider = createTestProvider({ db: t.db, clock: t.clock });
    // The provider refunded, and the process died before our records.
    await provider.refundPayment(await providerIdOf(t.db, paymentId), 2999, 'EUR');
    expect((await refundPayment(deps(), paymentId)).ok).toBe(true);
    expect((await findTestPayment(t.db, await providerIdOf(t.db, paymentId)))?.amount_refunded).toBe(2999);
    expect(await eventsNaming(t.db, 'CreditsRefunded', paymentId)).toBe(1);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 0, paid_user: true });
  });

  it('reports success when the webhook of the refund it just made recorded it first (the stream then says already_refunded)', async () => {
    const { member, paymentId } = await purchase();
    const testProvider = createTestProvider({ db: t.db, clock: t.clock });
    const webhookFirst: PaymentProvider = {
      ...testProvider,
      refundPayment: async (providerId, amount, currency) => {
        await testProvider.refundPayment(providerId, amount, currency);
        expect((await postWebhook(t.app, providerId)).statusCode).toBe(200);
      },
    };
    expect(await refundPayment({ ...deps(), provider: webhookFirst }, paymentId)).toEqual({ ok: true, amount: 2999, currency: 'EUR', credits: 25 });
    expect(await eventsNaming(t.db, 'CreditsRefunded', paymentId)).toBe(1);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 0, paid_user: true });
    // A run after it refunded nothing: that one did not refund.
    expect(await refundPayment(deps(), paymentId)).toEqual({ ok: false, reason: 'already_refunded' });
  });

  it('takes the credits back when the provider reports a refund it made itself (its webhook)', async () => {
    const { member, paymentId } = await purchase();
    const providerId = await providerIdOf(t.db, paymentId);
    await createTestProvider({ db: t.db, clock: t.clock }).refundPayment(providerId, 2999, 'EUR');
    expect((await postWebhook(t.app, providerId)).statusCode).toBe(200);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 0, paid_user: true });
    expect(await eventsNaming(t.db, 'CreditsRefunded', paymentId)).toBe(1);
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE payment_id = $1', [paymentId]);
    expect(row?.status).toBe('refunded');
  });
});

/** Runs `npm run refund -- <id>` (its script) against a database: exit code and output. */
const runRefundCommand = (env: NodeJS.ProcessEnv, paymentId: string) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'server/commands/refund.ts', paymentId], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('error', reject);
    child.on('close', (code) => { resolve({ code, output }); });
  });

describe('npm run refund on PostgreSQL', () => {
  it('refunds the payment it names, and says why when it cannot', async () => {
    const { db, url, dispose } = await openTestDatabase('postgres');
    try {
      const clock = testClock(new Date().toISOString());
      await seedDemo(db, clock, { members: 3 });
      const settled: Promise<unknown>[] = [];
      const app: FastifyInstance = await buildApp({
        db, clock, clientDir: null,
        payments: { webhookSender: (hook, id) => { const sent = app.inject({ method: 'POST', url: pathOf(hook), payload: { id } }); settled.push(sent); return sent.then(() => undefined); } },
      });
      await app.ready();
      const { member, paymentId } = await buy(app, db, clock, async () => { await Promise.all(settled); });
      await app.close();
      const done = await runRefundCommand({ DATABASE_URL: url ?? '' }, paymentId);
      expect(done.output).toContain(`Refunded payment ${paymentId}: 29.99 EUR`);
      expect(done.code).toBe(0);
      expect(await accountOf(db, member.id)).toEqual({ credits: 0, paid_user: true });
      const again = await runRefundCommand({ DATABASE_URL: url ?? '' }, paymentId);
      expect([again.code, again.output.trim()]).toEqual([1, `Payment ${paymentId} was not refunded: already_refunded.`]);
    } finally {
      await dispose();
    }
  });
});
