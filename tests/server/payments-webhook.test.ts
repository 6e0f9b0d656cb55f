import { createServer } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../io/errors';
import { StartedPayment } from '../../io/entities/payment';
import type { ProviderStatus } from '../../server/modules/payments/provider';
import { buildApp } from '../../server/app';
import { useTestApp } from './support/app';
import { bodyOf } from './support/body';
import { testClock } from './support/clock';
import { drivers, openTestDatabase } from './support/database';
import { eventually } from './support/eventually';
import { accountOf, eventsNaming, newMember, pathOf, postPayment, postWebhook, providerIdOf, scriptedProvider, startPayment } from './support/payments';
import { seedDemo } from '../../server/demo/seed';

const hourMs = 3_600_000;
const statuses: ReadonlyArray<ProviderStatus> = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'];

describe.each(drivers)('the payment webhook on %s', (driver) => {
  const provider = scriptedProvider();
  const t = useTestApp(driver, { demoMembers: 3, paymentProvider: provider.provider });
  const settledMember = () => newMember(t.db, { signedUpAt: new Date(t.clock.now().getTime() - 5 * hourMs) });

  /** A payment begun by a new member: its ids, and the member's. */
  const begin = async (packageId = 'eur-25') => {
    const member = await settledMember();
    const started = await startPayment(t.app, member.cookie, { package_id: packageId, method: 'ideal' });
    return { member, paymentId: started.payment_id, providerId: await providerIdOf(t.db, started.payment_id), started };
  };
  /** The provider says `status` now, and calls the webhook. */
  const report = async (providerId: string, status: ProviderStatus) => {
    provider.set(providerId, status);
    const response = await postWebhook(t.app, providerId);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  };

  it('credits once however often the webhook repeats', async () => {
    const { member, paymentId, providerId, started } = await begin();
    expect(started.checkout_url).toBe(`https://provider.test/checkout/${providerId}`);
    for (let i = 0; i < 3; i += 1) await report(providerId, 'paid');
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 25, paid_user: true });
    expect(await eventsNaming(t.db, 'CreditsPurchased', paymentId)).toBe(1);
  });

  it('credits once when the answers come out of order: failed, then paid, then failed again', async () => {
    const { member, paymentId, providerId } = await begin();
    await report(providerId, 'pending');
    await report(providerId, 'failed');
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 0, paid_user: false });
    await report(providerId, 'paid');
    await report(providerId, 'failed');
    await report(providerId, 'paid');
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 25, paid_user: true });
    expect(await eventsNaming(t.db, 'CreditsPurchased', paymentId)).toBe(1);
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE payment_id = $1', [paymentId]);
    expect(row?.status).toBe('paid');
  });

  it('credits at most once for any statuses delivered any number of times in any order, and exactly once when paid is among them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...statuses), { minLength: 1, maxLength: 8 }), async (deliveries) => {
        const { member, paymentId, providerId } = await begin('eur-10');
        for (const status of deliveries) await report(providerId, status);
        const credited = deliveries.includes('paid') ? 1 : 0;
        expect(await eventsNaming(t.db, 'CreditsPurchased', paymentId)).toBe(credited);
        expect(await accountOf(t.db, member.id)).toEqual({ credits: 10 * credited, paid_user: credited === 1 });
      }),
      { numRuns: 15 },
    );
  });

  it('answers 200 with an empty body for an id it does not know, takes JSON too, and 400 without an id', async () => {
    const unknown = await postWebhook(t.app, 'tr_unknown');
    expect([unknown.statusCode, unknown.body]).toEqual([200, '']);
    const { member, providerId } = await begin();
    provider.set(providerId, 'paid');
    const json = await t.app.inject({ method: 'POST', url: '/api/payment-webhook.php', payload: { id: providerId } });
    expect([json.statusCode, json.body]).toEqual([200, '']);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 25, paid_user: true });
    const empty = await t.app.inject({ method: 'POST', url: '/api/payment-webhook.php', payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(ApiError, empty)).toEqual({ error: 'invalid_input', field: 'id' });
  });

  it('lets a provider’s retries through: no rate limit, no cross-site refusal (a server sends no cookies or Sec-Fetch headers)', async () => {
    const { providerId } = await begin();
    for (let i = 0; i < 40; i += 1) expect((await postWebhook(t.app, providerId)).statusCode).toBe(200);
  });

  it('still reads form bodies nowhere else: a form posted to the API is refused', async () => {
    const { member } = await begin();
    const form = await t.app.inject({
      method: 'POST', url: '/api/payment.php', payload: 'package_id=eur-10&method=ideal',
      headers: { cookie: member.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('answers 200 and changes nothing when the provider does not answer; the payment stays open for reconciliation', async () => {
    const { member, paymentId, providerId } = await begin();
    provider.set(providerId, 'paid');
    provider.setDown(true);
    try {
      expect((await postWebhook(t.app, providerId)).statusCode).toBe(200);
    } finally {
      provider.setDown(false);
    }
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 0, paid_user: false });
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE payment_id = $1', [paymentId]);
    expect(row?.status).toBe('open');
  });

  it('marks a payment failed and answers 502 when the provider cannot create it', async () => {
    const member = await settledMember();
    provider.setDown(true);
    const response = await postPayment(t.app, member.cookie, { package_id: 'eur-10', method: 'ideal' }).finally(() => { provider.setDown(false); });
    expect(response.statusCode).toBe(502);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'provider_unavailable' });
    const rows = await t.db.query<{ status: string; provider_id: string | null }>('SELECT status, provider_id FROM payments WHERE member_id = $1', [member.id]);
    expect(rows).toEqual([{ status: 'failed', provider_id: null }]);
  });
});

describe.each(drivers)('reconciliation after a lost webhook and a restart on %s', (driver) => {
  it('credits exactly once a payment the provider says is paid when no webhook came', async () => {
    const { db, dispose } = await openTestDatabase(driver);
    const clock = testClock();
    try {
      await seedDemo(db, clock, { members: 3 });
      // The first server: the payer pays on the test checkout, and its webhook never arrives.
      const first = await buildApp({ db, clock, clientDir: null, payments: { webhookSender: () => Promise.resolve() } });
      await first.ready();
      const member = await newMember(db, { signedUpAt: new Date(clock.now().getTime() - 5 * hourMs) });
      const started = await startPayment(first, member.cookie, { package_id: 'eur-60', method: 'ideal' });
      const paid = await first.inject({
        method: 'POST', url: pathOf(started.checkout_url), payload: 'outcome=paid', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(paid.statusCode).toBe(303);
      expect(await accountOf(db, member.id)).toEqual({ credits: 0, paid_user: false });
      await first.close();

      // The server comes back on the same database: reconciliation runs at start.
      let reconciled: (changed: number) => void = () => undefined;
      const firstPass = new Promise<number>((resolve) => { reconciled = resolve; });
      const second = await buildApp({ db, clock, clientDir: null, payments: { onReconciled: (changed) => { reconciled(changed); } } });
      await second.ready();
      expect(await firstPass).toBe(1);
      expect(await accountOf(db, member.id)).toEqual({ credits: 60, paid_user: true });
      // A webhook arriving late, and the payer's return, change nothing more.
      expect((await postWebhook(second, await providerIdOf(db, started.payment_id))).statusCode).toBe(200);
      expect((await second.inject({ method: 'GET', url: `/api/payment.php?id=${started.payment_id}`, headers: { cookie: member.cookie } })).statusCode).toBe(200);
      expect(await eventsNaming(db, 'CreditsPurchased', started.payment_id)).toBe(1);
      expect(await accountOf(db, member.id)).toEqual({ credits: 60, paid_user: true });
      await second.close();
    } finally {
      await dispose();
    }
  });
});

describe.each(drivers)('the test provider\'s webhook on %s', (driver) => {
  // Reconciliation only at start: nothing but the webhook asks the provider during the test.
  const t = useTestApp(driver, { demoMembers: 3, payments: { reconcileEveryMs: 24 * hourMs } });

  it('is called in this process, never over HTTP at the host the payer\'s request named (no SSRF)', async () => {
    const calls: string[] = [];
    const elsewhere = createServer((request, response) => {
      calls.push(`${request.method ?? ''} ${request.url ?? ''}`);
      response.end();
    });
    await new Promise<void>((resolve) => { elsewhere.listen(0, '127.0.0.1', resolve); });
    try {
      const address = elsewhere.address();
      const host = typeof address === 'object' && address !== null ? `127.0.0.1:${String(address.port)}` : '';
      const member = await newMember(t.db, { signedUpAt: new Date(t.clock.now().getTime() - 5 * hourMs) });
      const begun = await t.app.inject({
        method: 'POST', url: '/api/payment.php', payload: { package_id: 'eur-10', method: 'ideal', withdrawal_waiver: true }, headers: { cookie: member.cookie, host },
      });
      expect(begun.statusCode, begun.body).toBe(200);
      const { checkout_url: checkoutUrl } = bodyOf(StartedPayment, begun);
      expect(new URL(checkoutUrl).host).toBe(host);
      const paid = await t.app.inject({
        method: 'POST', url: pathOf(checkoutUrl), payload: 'outcome=paid', headers: { 'content-type': 'application/x-www-form-urlencoded', host },
      });
      expect(paid.statusCode).toBe(303);
      // Only the webhook credits it here (nothing asks the provider): it reached our own route.
      await eventually('the webhook credited the payment', async () => (await accountOf(t.db, member.id)).credits === 10);
      expect(calls).toEqual([]);
    } finally {
      await new Promise((resolve) => { elsewhere.close(resolve); });
    }
  });
});
