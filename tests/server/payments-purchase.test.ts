import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { PaymentView, Transactions } from '../../io/entities/payment';
import { createPaymentStarter } from '../../server/modules/payments/start';
import { createTestProvider, testPaymentLifetimeMs } from '../../server/modules/payments/test-provider/provider';
import { useTestApp } from './support/app';
import { bodyOf } from './support/body';
import { drivers } from './support/database';
import { openSession } from './support/direct-debit';
import { accountOf, eventsNaming, newMember, pathOf, postPayment, startPayment, webhookRelay } from './support/payments';

const hourMs = 3_600_000;

describe.each(drivers)('buying credits with the test provider on %s', (driver) => {
  const relay = webhookRelay(() => t.app);
  const t = useTestApp(driver, { demoMembers: 5, payments: { webhookSender: relay.send } });

  const getPayment = async (cookie: string, paymentId: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/payment.php?id=${paymentId}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf(PaymentView, response);
  };
  /** The payer's choice on the test provider's checkout page: answers the redirect back to us. */
  const checkout = async (checkoutUrl: string, outcome: string): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST', url: pathOf(checkoutUrl), payload: `outcome=${outcome}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode, response.body).toBe(303);
    return response.headers.location ?? '';
  };
  const settledMember = () => newMember(t.db, { signedUpAt: new Date(t.clock.now().getTime() - 5 * hourMs) });

  it('buys a package from start to paid: checkout, webhook, credits, premium, and the time bonus redeemed once', async () => {
    const { id, cookie } = await newMember(t.db, { signedUpAt: t.clock.now() });
    t.clock.advance(60_000);
    const started = await startPayment(t.app, cookie, { package_id: 'eur-60', method: 'ideal' });
    expect(started.checkout_url).toMatch(/^http:\/\/localhost(:80)?\/test-provider\/checkout\/tst_[0-9a-f]+$/);
    const page = await t.app.inject({ method: 'GET', url: pathOf(started.checkout_url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('€44.99');

    const back = await checkout(started.checkout_url, 'paid');
    expect(pathOf(back)).toBe(`/transactions/${started.payment_id}`);
    await relay.settled();

    expect(await accountOf(t.db, id)).toEqual({ credits: 60, paid_user: true });
    expect(await getPayment(cookie, started.payment_id)).toMatchObject({
      status: 'paid', package_id: 'eur-60', credits: 60, amount: 4499, currency: 'EUR', method: 'ideal', discount_code: 'TIMEBONUS25',
      paid_at: t.clock.now().toISOString(), refundable_until: new Date(t.clock.now().getTime() + 14 * 24 * hourMs).toISOString(),
    });
    expect(await eventsNaming(t.db, 'DiscountRedeemed', started.payment_id)).toBe(1);
    expect(await eventsNaming(t.db, 'CreditsPurchased', started.payment_id)).toBe(1);

    // The offer afterwards: not a first purchase, the bonus gone (and used), the last order repeatable.
    const offer = bodyOf(contract.getCredits.response, await t.app.inject({ method: 'GET', url: '/api/credits.php', headers: { cookie } }));
    expect(offer).toMatchObject({ first_purchase: false, discount: null, last_order: { package_id: 'eur-60', method: 'ideal' } });
    const again = await t.app.inject({ method: 'GET', url: '/api/credits.php?code=TIMEBONUS25', headers: { cookie } });
    expect(bodyOf(ApiError, again)).toEqual({ error: 'discount_used', field: 'code' });
  });

  it('marks a failed payment failed: nothing credited, the code still usable, and the payer may try another method', async () => {
    const { id, cookie } = await settledMember();
    const started = await startPayment(t.app, cookie, { package_id: 'eur-25', method: 'creditcard', code: 'staywithus' });
    await checkout(started.checkout_url, 'failed');
    await relay.settled();
    expect(await getPayment(cookie, started.payment_id)).toMatchObject({ status: 'failed', amount: 2249, discount_code: 'STAYWITHUS', paid_at: null, refundable_until: null });
    expect(await accountOf(t.db, id)).toEqual({ credits: 0, paid_user: false });
    expect(await eventsNaming(t.db, 'DiscountRedeemed', started.payment_id)).toBe(0);
    const offer = bodyOf(contract.getCredits.response, await t.app.inject({ method: 'GET', url: '/api/credits.php?code=STAYWITHUS', headers: { cookie } }));
    expect(offer.discount).toMatchObject({ code: 'STAYWITHUS' });

    const retried = await startPayment(t.app, cookie, { package_id: 'eur-25', method: 'paypal', code: 'STAYWITHUS' });
    await checkout(retried.checkout_url, 'paid');
    await relay.settled();
    expect(await accountOf(t.db, id)).toEqual({ credits: 25, paid_user: true });
    expect(await eventsNaming(t.db, 'DiscountRedeemed', retried.payment_id)).toBe(1);
  });

  it('holds a once-usable code while a payment carrying it is under way: a second one with it is 409 discount_used, until the first is canceled', async () => {
    const { id, cookie } = await settledMember();
    const first = await startPayment(t.app, cookie, { package_id: 'eur-10', method: 'ideal', code: 'STAYWITHUS' });
    const second = await postPayment(t.app, cookie, { package_id: 'eur-25', method: 'ideal', code: 'STAYWITHUS' });
    expect(second.statusCode).toBe(409);
    expect(bodyOf(ApiError, second)).toEqual({ error: 'discount_used', field: 'code' });
    // The offer says so too: one rule for the offer and the payment.
    const offer = await t.app.inject({ method: 'GET', url: '/api/credits.php?code=STAYWITHUS', headers: { cookie } });
    expect(bodyOf(ApiError, offer)).toEqual({ error: 'discount_used', field: 'code' });

    await checkout(first.checkout_url, 'canceled');
    await relay.settled();
    const retried = await startPayment(t.app, cookie, { package_id: 'eur-25', method: 'ideal', code: 'STAYWITHUS' });
    await checkout(retried.checkout_url, 'paid');
    await relay.settled();
    expect(await accountOf(t.db, id)).toEqual({ credits: 25, paid_user: true });
    expect(await getPayment(cookie, retried.payment_id)).toMatchObject({ status: 'paid', amount: 2249, discount_code: 'STAYWITHUS' });
    expect(await eventsNaming(t.db, 'DiscountRedeemed', retried.payment_id)).toBe(1);
  });

  it('gives the time bonus to one payment under way at a time: the next is at full price, until the first expires', async () => {
    const { cookie } = await newMember(t.db, { signedUpAt: t.clock.now() });
    const first = await startPayment(t.app, cookie, { package_id: 'eur-60', method: 'ideal' });
    const second = await startPayment(t.app, cookie, { package_id: 'eur-60', method: 'paypal' });
    expect(await getPayment(cookie, first.payment_id)).toMatchObject({ amount: 4499, discount_code: 'TIMEBONUS25' });
    expect(await getPayment(cookie, second.payment_id)).toMatchObject({ amount: 5999, discount_code: null });
    const typed = await postPayment(t.app, cookie, { package_id: 'eur-60', method: 'ideal', code: 'TIMEBONUS25' });
    expect(bodyOf(ApiError, typed)).toEqual({ error: 'discount_used', field: 'code' });

    // The first expires at its provider (asked on the payer's return); the second was never at a discount.
    t.clock.advance(testPaymentLifetimeMs);
    expect((await getPayment(cookie, first.payment_id)).status).toBe('expired');
    const third = await startPayment(t.app, cookie, { package_id: 'eur-60', method: 'ideal' });
    expect(await getPayment(cookie, third.payment_id)).toMatchObject({ amount: 4499, discount_code: 'TIMEBONUS25' });
  });

  it('begins a payment only at the discounted price the member was shown: a discount gone meanwhile is 409 price_changed', async () => {
    const { id, cookie } = await newMember(t.db, { signedUpAt: t.clock.now() });
    const first = await startPayment(t.app, cookie, { package_id: 'eur-60', method: 'ideal', amount: 4499 });
    expect(await getPayment(cookie, first.payment_id)).toMatchObject({ amount: 4499, discount_code: 'TIMEBONUS25' });
    // A second page still shows the time bonus, which the first payment holds: not charged at full price unseen.
    const stale = await postPayment(t.app, cookie, { package_id: 'eur-60', method: 'paypal', amount: 4499 });
    expect([stale.statusCode, bodyOf(ApiError, stale)]).toEqual([409, { error: 'price_changed' }]);
    expect((await t.db.query('SELECT 1 FROM payments WHERE member_id = $1', [id])).length).toBe(1);
    const second = await startPayment(t.app, cookie, { package_id: 'eur-60', method: 'paypal', amount: 5999 });
    expect(await getPayment(cookie, second.payment_id)).toMatchObject({ amount: 5999, discount_code: null });
  });

  it('lets one of several payments begun at once with one once-usable code carry it (the member\'s payments lock)', async () => {
    const { cookie } = await settledMember();
    const answers = await Promise.all(
      [10, 25, 60, 120, 10].map((credits, i) => postPayment(t.app, cookie, { package_id: `eur-${String(credits)}`, method: 'ideal', code: 'STAYWITHUS' }, `race-${String(i)}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('asks the provider when the payer is back before the webhook: the payment is paid and credited once', async () => {
    const { id, cookie } = await settledMember();
    const started = await startPayment(t.app, cookie, { package_id: 'eur-10', method: 'ideal' });
    relay.drop();
    try {
      await checkout(started.checkout_url, 'paid');
    } finally {
      relay.deliver();
    }
    expect(await accountOf(t.db, id)).toEqual({ credits: 0, paid_user: false });
    expect((await getPayment(cookie, started.payment_id)).status).toBe('paid');
    expect((await getPayment(cookie, started.payment_id)).status).toBe('paid');
    expect(await accountOf(t.db, id)).toEqual({ credits: 10, paid_user: true });
  });

  it('leaves a payment open when the payer leaves it open, until the provider expires it', async () => {
    const { id, cookie } = await settledMember();
    const started = await startPayment(t.app, cookie, { package_id: 'eur-10', method: 'ideal' });
    await checkout(started.checkout_url, 'open');
    await relay.settled();
    expect((await getPayment(cookie, started.payment_id)).status).toBe('open');
    t.clock.advance(testPaymentLifetimeMs);
    expect((await getPayment(cookie, started.payment_id)).status).toBe('expired');
    // Decided: its checkout shows the status and offers no buttons, and a late choice changes nothing.
    const page = await t.app.inject({ method: 'GET', url: pathOf(started.checkout_url) });
    expect(page.body).toContain('This payment is expired.');
    expect(page.body).not.toContain('<button');
    await checkout(started.checkout_url, 'paid');
    await relay.settled();
    expect((await getPayment(cookie, started.payment_id)).status).toBe('expired');
    expect(await accountOf(t.db, id)).toEqual({ credits: 0, paid_user: false });
  });

  it('shows a member only their own payments: another member’s is 404, and the list is newest first', async () => {
    const owner = await settledMember();
    const other = await settledMember();
    const older = await startPayment(t.app, owner.cookie, { package_id: 'eur-10', method: 'ideal' });
    t.clock.advance(1_000);
    const newer = await startPayment(t.app, owner.cookie, { package_id: 'eur-25', method: 'paypal' });
    const foreign = await t.app.inject({ method: 'GET', url: `/api/payment.php?id=${older.payment_id}`, headers: { cookie: other.cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(bodyOf(ApiError, foreign)).toEqual({ error: 'not_found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/payment.php?id=nosuchpayment', headers: { cookie: owner.cookie } })).statusCode).toBe(404);
    const list = async (cookie: string) =>
      bodyOf(Transactions, await t.app.inject({ method: 'GET', url: '/api/transactions.php', headers: { cookie } })).transactions.map((p) => p.payment_id);
    expect(await list(owner.cookie)).toEqual([newer.payment_id, older.payment_id]);
    expect(await list(other.cookie)).toEqual([]);
  });

  it('refuses a package of another currency, a method not offered in the member’s country, direct debit without a mandate, and unusable codes', async () => {
    const { cookie } = await settledMember();
    const refusals = [
      [{ package_id: 'gbp-10', method: 'ideal' }, 400, { error: 'invalid_input', field: 'package_id' }],
      [{ package_id: 'eur-11', method: 'ideal' }, 400, { error: 'invalid_input', field: 'package_id' }],
      [{ package_id: 'eur-10', method: 'bancontact' }, 400, { error: 'invalid_input', field: 'method' }],
      [{ package_id: 'eur-10', method: 'directdebit' }, 400, { error: 'invalid_input', field: 'method' }],
      [{ package_id: 'eur-10', method: 'ideal', code: 'NOSUCHCODE' }, 404, { error: 'discount_not_found', field: 'code' }],
      // FLIRT10 is for iDEAL, cards and PayPal only.
      [{ package_id: 'eur-10', method: 'applepay', code: 'FLIRT10' }, 404, { error: 'discount_not_found', field: 'code' }],
    ] as const;
    for (const [body, status, error] of refusals) {
      const response = await postPayment(t.app, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(bodyOf(ApiError, response)).toEqual(error);
    }
    const { id: used, cookie: usedCookie } = await settledMember();
    const paid = await startPayment(t.app, usedCookie, { package_id: 'eur-10', method: 'ideal', code: 'STAYWITHUS' });
    await checkout(paid.checkout_url, 'paid');
    await relay.settled();
    const again = await postPayment(t.app, usedCookie, { package_id: 'eur-10', method: 'ideal', code: 'STAYWITHUS' });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(ApiError, again)).toEqual({ error: 'discount_used', field: 'code' });
    expect((await t.db.query('SELECT 1 FROM payments WHERE member_id = $1', [used])).length).toBe(1);
  });

  it('begins one payment for one Idempotency-Key however often it is sent', async () => {
    const { id, cookie } = await settledMember();
    const first = await postPayment(t.app, cookie, { package_id: 'eur-10', method: 'ideal' }, 'buy-once');
    const again = await postPayment(t.app, cookie, { package_id: 'eur-10', method: 'ideal' }, 'buy-once');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf(contract.startPayment.response, again)).toEqual(bodyOf(contract.startPayment.response, first));
    expect((await t.db.query('SELECT 1 FROM payments WHERE member_id = $1', [id])).length).toBe(1);
    expect((await t.db.query('SELECT 1 FROM test_provider_payments WHERE payment_id = $1', [bodyOf(contract.startPayment.response, first).payment_id])).length).toBe(1);
  });

  it('begins a direct debit from a mandate through the PaymentStarter: paid at once, no checkout page', async () => {
    const { id } = await settledMember();
    const start = createPaymentStarter({ transaction: (fn) => t.db.transaction(fn), provider: createTestProvider({ db: t.db, clock: t.clock }) });
    const order = {
      memberId: id, domain: 'localhost', packageId: 'eur-25', method: 'directdebit', code: null, mandateId: 'mdt_test_1', origin: 'https://rendezvous.test', at: t.clock.now(),
    } as const;
    const started = await start(order);
    if (!started.ok) throw new Error(`refused: ${started.error}`);
    expect(started.checkoutUrl).toBe(`https://rendezvous.test/transactions/${started.paymentId}`);
    expect(await accountOf(t.db, id)).toEqual({ credits: 25, paid_user: true });
    const [row] = await t.db.query<{ status: string; mandate_id: string }>('SELECT status, mandate_id FROM payments WHERE payment_id = $1', [started.paymentId]);
    expect(row).toEqual({ status: 'paid', mandate_id: 'mdt_test_1' });
    // One payment per mandate: asked again, the same payment, nothing more begun or credited.
    expect(await start(order)).toEqual(started);
    expect(await accountOf(t.db, id)).toEqual({ credits: 25, paid_user: true });
    // A mandate is for direct debit only, and direct debit is not offered everywhere.
    expect(await start({ ...order, mandateId: 'mdt_test_2', method: 'ideal' })).toEqual({ ok: false, error: 'method_not_offered' });
    const belgian = await newMember(t.db, { signedUpAt: t.clock.now(), country: 'BE' });
    expect(await start({ ...order, mandateId: 'mdt_test_3', memberId: belgian.id })).toEqual({ ok: false, error: 'method_not_offered' });
  });

  it('limits beginning payments like checking a code (it answers whether a code exists): 10 a minute per session, 30 per address, then 429', async () => {
    const address = '198.51.100.20';
    const statuses = async (cookie: string, n: number): Promise<number[]> => {
      const seen: number[] = [];
      // A package that does not exist: refused at once, nothing begun.
      for (let i = 0; i < n; i += 1) seen.push((await postPayment(t.app, cookie, { package_id: 'eur-11', method: 'ideal', code: `GUESS${String(i)}` }, undefined, address)).statusCode);
      return seen;
    };
    const members = [await settledMember(), await settledMember(), await settledMember(), await settledMember()];
    expect(await statuses(members[0]?.cookie ?? '', 11)).toEqual([...Array<number>(10).fill(400), 429]);
    expect([...await statuses(members[1]?.cookie ?? '', 10), ...await statuses(members[2]?.cookie ?? '', 10)]).toEqual(Array<number>(20).fill(400));
    const refused = await postPayment(t.app, members[3]?.cookie ?? '', { package_id: 'eur-10', method: 'ideal' }, undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(bodyOf(ApiError, refused)).toEqual({ error: 'rate_limited' });
  });

  it('shows until when a payment may be refunded only while it may: up to the last instant of its window, not after', async () => {
    const member = await settledMember();
    const started = await startPayment(t.app, member.cookie, { package_id: 'eur-10', method: 'ideal' });
    await checkout(started.checkout_url, 'paid');
    await relay.settled();
    const until = new Date(t.clock.now().getTime() + 14 * 24 * hourMs).toISOString();
    t.clock.set(until);
    const cookie = await openSession(t, member.id);
    const listed = async () =>
      bodyOf(Transactions, await t.app.inject({ method: 'GET', url: '/api/transactions.php', headers: { cookie } })).transactions.map((p) => p.refundable_until);
    expect((await getPayment(cookie, started.payment_id)).refundable_until).toBe(until);
    expect(await listed()).toEqual([until]);
    t.clock.advance(1);
    expect(await getPayment(cookie, started.payment_id)).toMatchObject({ status: 'paid', refundable_until: null });
    expect(await listed()).toEqual([null]);
  });

  it('begins no payment without the withdrawal waiver, and says which field is missing', async () => {
    const { cookie } = await settledMember();
    for (const waiver of [undefined, false]) {
      const response = await t.app.inject({
        method: 'POST', url: '/api/payment.php', headers: { cookie }, remoteAddress: '10.9.9.9',
        payload: { package_id: 'eur-10', method: 'ideal', ...(waiver === undefined ? {} : { withdrawal_waiver: waiver }) },
      });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'invalid_input', field: 'withdrawal_waiver' });
    }
    const listed = bodyOf(Transactions, await t.app.inject({ method: 'GET', url: '/api/transactions.php', headers: { cookie } }));
    expect(listed.transactions).toEqual([]);
  });

  it('needs a session to begin a payment', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/payment.php', payload: { package_id: 'eur-10', method: 'ideal' } });
    expect(response.statusCode).toBe(403);
  });

  it('serves the test checkout as accessible plain HTML under the site’s Content-Security-Policy', async () => {
    const { cookie } = await settledMember();
    const started = await startPayment(t.app, cookie, { package_id: 'eur-120', method: 'creditcard' });
    const page = await t.app.inject({ method: 'GET', url: pathOf(started.checkout_url) });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).toMatch(/<h1>Test payment<\/h1>/);
    expect(page.body).toContain('€99.99');
    expect(page.body).toContain('Rendezvous: 120 credits');
    expect([...page.body.matchAll(/<button type="submit" name="outcome" value="(\w+)">([^<]+)<\/button>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['paid', 'Paid'], ['failed', 'Failed'], ['canceled', 'Canceled'], ['expired', 'Expired'], ['open', 'Leave open'],
    ]);
    // No inline script or style: the CSP allows neither.
    expect(page.body).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const stylesheet = await t.app.inject({ method: 'GET', url: '/test-provider/checkout.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
    const unknown = await t.app.inject({ method: 'GET', url: '/test-provider/checkout/tst_nosuch' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>Test payment not found</h1>');
    const badChoice = await t.app.inject({
      method: 'POST', url: pathOf(started.checkout_url), payload: 'outcome=refunded', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(badChoice.statusCode).toBe(400);
  });
});
