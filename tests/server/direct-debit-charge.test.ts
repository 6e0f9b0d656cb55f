import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { chargeClaimMs } from '../../server/modules/direct-debit/charge-claim';
import { findMandate } from '../../server/modules/direct-debit/read';
import type { PaymentOrder, PaymentProvider, PaymentStarter } from '../../server/modules/payments/provider';
import { createPaymentStarter, mandatePaymentId } from '../../server/modules/payments/start';
import { createTestProvider } from '../../server/modules/payments/test-provider/provider';
import { useTestApp, type TestApp } from './support/app';
import { bodyOf } from './support/body';
import { drivers } from './support/database';
import { directDebitCalls, smsCodeFor, validForm, validPhone } from './support/direct-debit';
import { useMailDir } from './support/mail';
import { accountOf, eventsNaming, newMember, scriptedProvider } from './support/payments';

const hourMs = 3_600_000;

/** A Dutch member whose time bonus is over (so a typed code is the discount), with a session. */
const settledMember = (t: TestApp) => newMember(t.db, { signedUpAt: new Date(t.clock.now().getTime() - 5 * hourMs) });

const paymentsOf = (t: TestApp, memberId: number) =>
  t.db.query<{ payment_id: string; amount: number; discount_code: string | null; status: string; mandate_id: string | null }>(
    'SELECT payment_id, amount, discount_code, status, mandate_id FROM payments WHERE member_id = $1 ORDER BY created_at',
    [memberId],
  );

const testPaymentsFor = async (t: TestApp, paymentId: string): Promise<number> =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM test_provider_payments WHERE payment_id = $1', [paymentId]))[0]?.n ?? -1;

describe.each(drivers)('one payment per direct-debit mandate, with the real payments module, on %s', (driver) => {
  const dir = useMailDir();
  /** The payments module's own starter on the test provider; `next` makes the next begin throw after it ran (a lost answer). */
  let starter: PaymentStarter | undefined;
  let failAfterNext = false;
  const begin: PaymentStarter = async (order) => {
    starter ??= createPaymentStarter({ transaction: (fn) => t.db.transaction(fn), provider: createTestProvider({ db: t.db, clock: t.clock }) });
    const answer = await starter(order);
    if (failAfterNext) {
      failAfterNext = false;
      throw new Error('the process died before the answer was recorded');
    }
    return answer;
  };
  const t = useTestApp(driver, { demoMembers: 3, sms: { dir }, beginDirectDebitPayment: begin });
  const calls = directDebitCalls(t);

  /** A mandate of a new settled member, waiting for its code. */
  const pending = async (form: object = validForm) => {
    const member = await settledMember(t);
    const started = await calls.start(member.cookie, form);
    expect(started.statusCode, started.body).toBe(200);
    const { mandate_id } = bodyOf(contract.startDirectDebit.response, started);
    return { member, mandateId: mandate_id, code: await smsCodeFor(dir, validPhone) };
  };

  const order = (memberId: number, mandateId: string): PaymentOrder => ({
    memberId, domain: 'localhost', packageId: 'eur-10', method: 'directdebit', code: null, mandateId, origin: 'http://localhost', at: t.clock.now(),
  });

  it('two starts of one mandate\'s payment at once begin one payment: the same answer, credited once', async () => {
    const member = await settledMember(t);
    const start = createPaymentStarter({ transaction: (fn) => t.db.transaction(fn), provider: createTestProvider({ db: t.db, clock: t.clock }) });
    const answers = await Promise.all([start(order(member.id, 'mandate-race')), start(order(member.id, 'mandate-race'))]);
    const paymentId = mandatePaymentId('mandate-race');
    expect(answers).toEqual([
      { ok: true, paymentId, checkoutUrl: `http://localhost/transactions/${paymentId}` },
      { ok: true, paymentId, checkoutUrl: `http://localhost/transactions/${paymentId}` },
    ]);
    expect(await paymentsOf(t, member.id)).toEqual([{ payment_id: paymentId, amount: 1499, discount_code: null, status: 'paid', mandate_id: 'mandate-race' }]);
    expect(await testPaymentsFor(t, paymentId)).toBe(1);
    expect(await eventsNaming(t.db, 'CreditsPurchased', paymentId)).toBe(1);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 10, paid_user: true });
  });

  it('a start after the provider\'s answer was lost creates it again under the same key: the provider\'s one payment, credited once', async () => {
    const member = await settledMember(t);
    const testProvider = createTestProvider({ db: t.db, clock: t.clock });
    let loseNext = true;
    const losing: PaymentProvider = {
      ...testProvider,
      createPayment: async (request) => {
        const created = await testProvider.createPayment(request);
        if (!loseNext) return created;
        loseNext = false;
        throw new Error('the connection dropped before the answer came');
      },
    };
    const start = createPaymentStarter({ transaction: (fn) => t.db.transaction(fn), provider: losing });
    expect(await start(order(member.id, 'mandate-lost'))).toEqual({ ok: false, error: 'provider_unavailable' });
    const paymentId = mandatePaymentId('mandate-lost');
    // Not marked failed: the provider may have it (here it does).
    expect((await paymentsOf(t, member.id)).map((row) => row.status)).toEqual(['open']);
    expect(await start(order(member.id, 'mandate-lost'))).toMatchObject({ ok: true, paymentId });
    expect(await start(order(member.id, 'mandate-lost'))).toMatchObject({ ok: true, paymentId });
    expect((await paymentsOf(t, member.id)).map((row) => [row.payment_id, row.status])).toEqual([[paymentId, 'paid']]);
    expect(await testPaymentsFor(t, paymentId)).toBe(1);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 10, paid_user: true });
  });

  it('a confirmation after the first one died midway and its claim ran out answers the same payment: charged and credited once', async () => {
    const { member, mandateId, code } = await pending();
    failAfterNext = true;
    expect((await calls.confirm(member.cookie, mandateId, code)).statusCode).toBe(500);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 10, paid_user: true });
    t.clock.advance(chargeClaimMs);
    const again = await calls.confirm(member.cookie, mandateId, code);
    expect(again.statusCode, again.body).toBe(200);
    const paymentId = mandatePaymentId(mandateId);
    expect(bodyOf(contract.confirmDirectDebit.response, again).payment_id).toBe(paymentId);
    expect((await paymentsOf(t, member.id)).map((row) => row.payment_id)).toEqual([paymentId]);
    expect(await testPaymentsFor(t, paymentId)).toBe(1);
    expect(await eventsNaming(t.db, 'CreditsPurchased', paymentId)).toBe(1);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 10, paid_user: true });
    expect(await findMandate(t.db, mandateId)).toMatchObject({ status: 'paid', payment_id: paymentId });
  });

  it('keeps the code applied on /credits with the mandate: the debit is the price shown (STAYWITHUS: 25 % off), and the code is used', async () => {
    const { member, mandateId, code } = await pending({ ...validForm, code: 'staywithus' });
    const confirmed = await calls.confirm(member.cookie, mandateId, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const paymentId = mandatePaymentId(mandateId);
    expect(await paymentsOf(t, member.id)).toEqual([{ payment_id: paymentId, amount: 1124, discount_code: 'STAYWITHUS', status: 'paid', mandate_id: mandateId }]);
    expect(await eventsNaming(t.db, 'DiscountRedeemed', paymentId)).toBe(1);
    // A code limited to other methods is, for direct debit, a code that does not exist (FLIRT10: iDEAL, cards, PayPal).
    const otherMethods = await calls.start(member.cookie, { ...validForm, code: 'FLIRT10' });
    expect(otherMethods.statusCode).toBe(404);
    expect(bodyOf(ApiError, otherMethods)).toEqual({ error: 'discount_not_found', field: 'code' });
    // Used now: a new mandate with it is refused before any SMS.
    const refused = await calls.start(member.cookie, { ...validForm, code: 'STAYWITHUS' });
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(ApiError, refused)).toEqual({ error: 'discount_used', field: 'code' });
  });
});

describe.each(drivers)('direct debit with a provider that cannot collect from a mandate on %s', (driver) => {
  const dir = useMailDir();
  const t = useTestApp(driver, { demoMembers: 3, sms: { dir }, paymentProvider: scriptedProvider({ supportsMandates: false }).provider });
  const calls = directDebitCalls(t);

  it('is not offered: not in the offer or the price list, and the form is refused (400 method) before any SMS', async () => {
    const member = await settledMember(t);
    const offer = bodyOf(contract.getCredits.response, await t.app.inject({ method: 'GET', url: '/api/credits.php', headers: { cookie: member.cookie } }));
    expect(offer.methods).toEqual(['ideal', 'creditcard', 'paypal', 'applepay', 'transfer']);
    const prices = bodyOf(contract.getPrices.response, await t.app.inject({ method: 'GET', url: '/api/prices.php?country=DE' }));
    expect(prices.methods).toEqual(['creditcard', 'paypal', 'sofort', 'giropay', 'applepay', 'transfer']);
    const refused = await calls.start(member.cookie);
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(ApiError, refused)).toEqual({ error: 'invalid_input', field: 'method' });
    expect(await t.db.query('SELECT 1 FROM direct_debit_mandates WHERE member_id = $1', [member.id])).toEqual([]);
  });
});
