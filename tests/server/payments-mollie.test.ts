import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../io/entities/payment-method';
import { createMollieProvider } from '../../server/modules/payments/mollie';
import { fromMollieAmount, toMollieAmount } from '../../server/modules/payments/mollie-amount';
import type { ProviderPaymentRequest, ProviderStatus } from '../../server/modules/payments/provider';
import { useResource } from './support/database';
import { overPlainHttp, startMollieDouble, type DoublePayment, type MollieDouble } from './support/mollie-double';

const apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const mandate = { customerId: 'cst_8wmqcHMN4U', mandateId: 'mdt_h3gAaD5zP' };

const useDouble = () =>
  useResource(async () => {
    const double = await startMollieDouble({ apiKey, mandates: [mandate] });
    return { value: double, dispose: double.close };
  });

const providerFor = (double: MollieDouble, key = apiKey) => overPlainHttp(() => createMollieProvider({ apiKey: key, baseUrl: double.baseUrl }));

let paymentCount = 0;
/** A fresh payment of ours each time: the adapter keys Mollie's idempotency on our payment id. */
const order = (changes: Partial<ProviderPaymentRequest> = {}): ProviderPaymentRequest => {
  paymentCount += 1;
  return {
    amount: 1995,
    currency: 'EUR',
    description: 'Rendezvous: 100 credits',
    method: 'ideal',
    redirectUrl: `https://rendezvous.example/transactions/pay-${String(paymentCount)}`,
    webhookUrl: 'https://rendezvous.example/api/payment-webhook.php',
    paymentId: `pay-${String(paymentCount)}`,
    ...changes,
  };
};

const stored = (double: MollieDouble, id: string): DoublePayment => {
  const payment = double.payments.get(id);
  if (payment === undefined) throw new Error(`the double has no payment ${id}`);
  return payment;
};

/** The checkout link as Mollie's raw JSON carries it, read without the client. */
const CheckoutLinks = t.type({ _links: t.type({ checkout: t.union([t.undefined, t.type({ href: t.string })]) }) });
const rawCheckoutHref = async (double: MollieDouble, id: string): Promise<string | undefined> => {
  const response = await fetch(`${double.baseUrl}payments/${id}`, { headers: { authorization: `Bearer ${apiKey}` } });
  const links = CheckoutLinks.decode(await response.json());
  if (E.isLeft(links)) throw new Error('the double answered without _links');
  return links.right._links.checkout?.href;
};

describe('the Mollie provider against a local double of Mollie v2', () => {
  const double = useDouble();

  it('creates a payment: amount as a decimal string, our payment id in metadata, the payer sent to the checkout', async () => {
    const request = order({ amount: 1995, currency: 'EUR' });
    const created = await providerFor(double()).createPayment(request);
    const payment = stored(double(), created.id);
    expect(payment.amount).toEqual({ currency: 'EUR', value: '19.95' });
    expect(payment.metadata).toEqual({ paymentId: request.paymentId });
    expect(payment.description).toBe('Rendezvous: 100 credits');
    expect(payment.redirectUrl).toBe(request.redirectUrl);
    expect(payment.webhookUrl).toBe(request.webhookUrl);
    expect(payment.sequenceType).toBe('oneoff');
    expect(created.id).toMatch(/^tr_/);
    expect(created.status).toBe('open');
    expect(created.amountRefunded).toBe(0);
    expect(created.checkoutUrl).not.toBeNull();
    expect(created.checkoutUrl).toBe(await rawCheckoutHref(double(), created.id));
  });

  it.each<[PaymentMethod, string | null]>([
    ['ideal', 'ideal'],
    ['creditcard', 'creditcard'],
    ['bancontact', 'bancontact'],
    ['paypal', 'paypal'],
    ['applepay', 'applepay'],
    ['directdebit', 'directdebit'],
    ['transfer', 'banktransfer'],
    ['eps', 'eps'],
    ['blik', 'blik'],
    // Retired at Mollie: no method, so Mollie's checkout lets the payer choose one the profile offers.
    ['giropay', null],
    ['sofort', null],
  ])('our method %s is Mollie method %s', async (method, mollieMethod) => {
    const created = await providerFor(double()).createPayment(order({ method, currency: method === 'blik' ? 'PLN' : 'EUR' }));
    expect(stored(double(), created.id).method).toBe(mollieMethod);
    expect(created.checkoutUrl).not.toBeNull();
  });

  it.each<[ProviderStatus | 'authorized', ProviderStatus]>([
    ['pending', 'pending'],
    ['authorized', 'pending'],
    ['paid', 'paid'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
    ['failed', 'failed'],
  ])('reads a payment Mollie moved to %s as %s, without a checkout any more', async (mollieStatus, ours) => {
    const provider = providerFor(double());
    const created = await provider.createPayment(order());
    expect((await provider.getPayment(created.id)).status).toBe('open');
    double().moveTo(created.id, mollieStatus);
    const read = await provider.getPayment(created.id);
    expect(read).toEqual({ id: created.id, status: ours, checkoutUrl: null, amountRefunded: 0, amountChargedBack: 0 });
  });

  it('refunds part of a paid payment, then the rest; amountRefunded counts both, and more is refused', async () => {
    const provider = providerFor(double());
    const created = await provider.createPayment(order({ amount: 1995, currency: 'EUR' }));
    double().moveTo(created.id, 'paid');
    await provider.refundPayment(created.id, 500, 'EUR');
    expect((await provider.getPayment(created.id)).amountRefunded).toBe(500);
    await provider.refundPayment(created.id, 1495, 'EUR');
    expect((await provider.getPayment(created.id)).amountRefunded).toBe(1995);
    await expect(provider.refundPayment(created.id, 1, 'EUR')).rejects.toThrow(/HTTP 422 \(field amount\)/);
    expect((await provider.getPayment(created.id)).amountRefunded).toBe(1995);
  });

  it('reads a chargeback as amountChargedBack (absent: 0)', async () => {
    const provider = providerFor(double());
    const created = await provider.createPayment(order({ amount: 1995, currency: 'EUR' }));
    double().moveTo(created.id, 'paid');
    expect((await provider.getPayment(created.id)).amountChargedBack).toBe(0);
    double().chargeBack(created.id, 1995n);
    expect(await provider.getPayment(created.id)).toMatchObject({ status: 'paid', amountRefunded: 0, amountChargedBack: 1995 });
  });

  it('a refund of a payment that is not paid, or in another currency, is Mollie\'s 422 as an Error', async () => {
    const provider = providerFor(double());
    const open = await provider.createPayment(order());
    await expect(provider.refundPayment(open.id, 100, 'EUR')).rejects.toThrow(/refunding 100 EUR of payment tr_\w+ failed, HTTP 422/);
    double().moveTo(open.id, 'paid');
    await expect(provider.refundPayment(open.id, 100, 'SEK')).rejects.toThrow(/HTTP 422 \(field amount.currency\)/);
    expect(stored(double(), open.id).refunded).toBe(0n);
  });

  it('a wrong API key is Mollie\'s 401 as an Error that says so', async () => {
    const provider = providerFor(double(), 'test_notTheKeyOfThisAccount0000000');
    const wrong = provider.createPayment(order());
    await expect(wrong).rejects.toBeInstanceOf(Error);
    await expect(wrong).rejects.toThrow(/creating payment pay-\d+ failed, HTTP 401: Missing authentication/);
    await expect(provider.getPayment('tr_anything1')).rejects.toThrow(/reading payment tr_anything1 failed, HTTP 401/);
  });

  it.each(['', 'access_Wwvu7egPcJLLJ9Kb7J632x8wJ2zMeJ', 'sk_test_example', 'test_dHar4XY7Lxs DOtmnkVtjNV'])(
    'refuses %j as a Mollie API key when the provider is made',
    (key) => {
      expect(() => createMollieProvider({ apiKey: key })).toThrow(/must be a profile's key/);
    },
  );

  it('a body Mollie refuses is its 422, naming the field', async () => {
    const provider = providerFor(double());
    await expect(provider.createPayment(order({ description: '' }))).rejects.toThrow(/HTTP 422 \(field description\)/);
    await expect(provider.createPayment(order({ amount: 0 }))).rejects.toThrow(/HTTP 422 \(field amount\): The amount is lower than the minimum/);
    await expect(provider.getPayment('tr_unknown123')).rejects.toThrow(/HTTP 404: No payment exists with token tr_unknown123/);
  });

  it('an unreachable Mollie is an Error saying there was no answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => closed.close((error) => (error === undefined ? resolve() : reject(error))));
    const provider = overPlainHttp(() => createMollieProvider({ apiKey, baseUrl: `http://127.0.0.1:${String(port)}/v2/` }));
    await expect(provider.getPayment('tr_WDqYK6vllg')).rejects.toThrow(/reading payment tr_WDqYK6vllg failed, no answer: .*ECONNREFUSED/);
  });

  it('a 503 is retried with the same Idempotency-Key: one payment at Mollie', async () => {
    const request = order();
    const before = double().requests.length;
    double().failNext(1);
    const created = await providerFor(double()).createPayment(request);
    const attempts = double().requests.slice(before);
    expect(attempts.map((attempt) => attempt.method)).toEqual(['POST', 'POST']);
    expect(attempts.map((attempt) => attempt.idempotencyKey)).toEqual([`rendezvous-payment-${request.paymentId}`, `rendezvous-payment-${request.paymentId}`]);
    expect([...double().payments.values()].filter((payment) => payment.id === created.id)).toHaveLength(1);
  });

  it('a Mollie that keeps answering 503 is an Error once the client stops retrying', async () => {
    double().failNext(3);
    await expect(providerFor(double()).createPayment(order())).rejects.toThrow(/HTTP 503/);
  });

  it('creating the same payment of ours twice gives Mollie\'s first payment back, not a second one', async () => {
    const provider = providerFor(double());
    const request = order();
    const first = await provider.createPayment(request);
    const again = await provider.createPayment(request);
    expect(again.id).toBe(first.id);
    const ours = [...double().payments.values()].filter((payment) => payment.metadata !== null && JSON.stringify(payment.metadata) === JSON.stringify({ paymentId: request.paymentId }));
    expect(ours).toHaveLength(1);
  });

  it.each(['http://localhost:3000', 'http://flirt.localhost:3000', 'http://127.0.0.1:3000'])(
    'leaves out a webhook on %s, which Mollie cannot reach and would refuse',
    async (origin) => {
      const created = await providerFor(double()).createPayment(order({ webhookUrl: `${origin}/api/payment-webhook.php`, redirectUrl: `${origin}/transactions/x` }));
      expect(stored(double(), created.id).webhookUrl).toBeNull();
      expect(stored(double(), created.id).redirectUrl).toBe(`${origin}/transactions/x`);
    },
  );

  it('charges a confirmed mandate as a recurring direct debit of its customer: no checkout, pending until collected', async () => {
    const provider = providerFor(double());
    const created = await provider.createPayment(order({ method: 'directdebit', mandateId: `${mandate.customerId}/${mandate.mandateId}` }));
    const payment = stored(double(), created.id);
    expect(payment).toMatchObject({ sequenceType: 'recurring', customerId: mandate.customerId, mandateId: mandate.mandateId, method: 'directdebit', redirectUrl: null });
    expect(created).toMatchObject({ status: 'pending', checkoutUrl: null });
    expect(double().moveTo(created.id, 'paid')).toEqual({ url: 'https://rendezvous.example/api/payment-webhook.php', body: `id=${created.id}` });
    expect((await provider.getPayment(created.id)).status).toBe('paid');
  });

  it('refuses a mandate reference that names no Mollie customer mandate, before asking Mollie', async () => {
    const before = double().requests.length;
    await expect(providerFor(double()).createPayment(order({ method: 'directdebit', mandateId: 'mandate-17' }))).rejects.toThrow(
      /^Mollie: creating payment pay-\d+ failed: Not a Mollie mandate reference \('cst_…\/mdt_…'\): "mandate-17"$/,
    );
    await expect(providerFor(double()).createPayment(order({ method: 'directdebit', mandateId: 'cst_8wmqcHMN4U/mdt_unknown99' }))).rejects.toThrow(
      /HTTP 422 \(field mandateId\)/,
    );
    expect(double().requests.length).toBe(before + 1);
  });

  it.each(['JPY', 'ISK', 'XXX', 'eur'])('refuses an amount in %s rather than guess its decimals, before asking Mollie', async (currency) => {
    const before = double().requests.length;
    await expect(providerFor(double()).createPayment(order({ currency }))).rejects.toThrow(/not supported: only currencies with two decimals are/);
    expect(double().requests.length).toBe(before);
  });

  it('any amount in cents reaches Mollie as the same amount, in each of our currencies', async () => {
    const provider = providerFor(double());
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 99_999_999 }), fc.constantFrom('EUR', 'USD', 'GBP', 'CHF', 'PLN', 'DKK', 'NOK', 'SEK', 'CAD', 'AUD', 'NZD'), async (cents, currency) => {
        const created = await provider.createPayment(order({ amount: cents, currency, method: 'creditcard' }));
        const sent = stored(double(), created.id).amount;
        expect(sent.currency).toBe(currency);
        expect(BigInt(sent.value.replace('.', ''))).toBe(BigInt(cents));
      }),
      { numRuns: 25 },
    );
  });
});

describe('amounts: our cents as Mollie\'s decimal strings and back', () => {
  it.each([
    [1995, 'EUR', '19.95'],
    [1000, 'EUR', '10.00'],
    [5, 'SEK', '0.05'],
    [70, 'PLN', '0.70'],
    [0, 'DKK', '0.00'],
    [123_456_789, 'USD', '1234567.89'],
  ])('%i cents of %s are %s', (cents, currency, value) => {
    expect(toMollieAmount(cents, currency)).toEqual({ currency, value });
    expect(fromMollieAmount({ currency, value })).toBe(cents);
  });

  it('any amount in cents survives the round trip, in any two-decimal currency', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), fc.constantFrom('EUR', 'USD', 'GBP', 'CHF', 'PLN', 'DKK', 'NOK', 'SEK', 'HUF', 'CZK'), (cents, currency) => {
        const amount = toMollieAmount(cents, currency);
        expect(amount.value).toMatch(/^(0|[1-9]\d*)\.\d{2}$/);
        expect(fromMollieAmount(amount)).toBe(cents);
      }),
    );
  });

  it.each([10.5, -1, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses %s as cents', (cents) => {
    expect(() => toMollieAmount(cents, 'EUR')).toThrow(/Not an amount in minor units/);
  });

  it.each(['10', '10.5', '10.000', '1e3', '-1.00', ' 1.00', '1,00', '', '90071992547409.93'])('refuses %j from Mollie as EUR', (value) => {
    expect(() => fromMollieAmount({ currency: 'EUR', value })).toThrow(/not EUR with two decimals/);
  });

  it.each(['JPY', 'ISK'])('refuses %s, which Mollie counts without decimals, both ways', (currency) => {
    expect(() => toMollieAmount(1000, currency)).toThrow(/not supported/);
    expect(() => fromMollieAmount({ currency, value: '1000' })).toThrow(/not supported/);
  });
});
