import { createMollieClient, MollieApiError, SequenceType, type PaymentCreateParams } from '@mollie/api-client';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { decode, describeFailure } from '../../../io/codec/decode';
import { fromMollieAmount, toMollieAmount } from './mollie-amount';
import { mollieMethodOf } from './mollie-method';
import type { PaymentProvider, ProviderPayment, ProviderPaymentRequest, ProviderStatus } from './provider';

/** The fields of Mollie's payment object the adapter reads; Mollie's answer is decoded, not trusted. */
const MolliePayment = t.type({
  id: t.string,
  status: t.keyof({ open: null, pending: null, authorized: null, paid: null, canceled: null, expired: null, failed: null }),
  _links: t.type({ checkout: t.union([t.undefined, t.null, t.type({ href: t.string })]) }),
  /** Present once refunds are possible (a paid payment). */
  amountRefunded: t.union([t.undefined, t.type({ currency: t.string, value: t.string })]),
  /** Present once the payer's bank took money back (a card chargeback, a reversed direct debit). */
  amountChargedBack: t.union([t.undefined, t.type({ currency: t.string, value: t.string })]),
});

/** 'authorized' (a card or pay-later payment held, not yet captured) is not money yet: pending until Mollie says paid. */
const statusOf: Readonly<Record<t.TypeOf<typeof MolliePayment>['status'], ProviderStatus>> = {
  open: 'open', pending: 'pending', authorized: 'pending', paid: 'paid', canceled: 'canceled', expired: 'expired', failed: 'failed',
};

const providerPaymentOf = (answer: unknown): ProviderPayment => {
  const decoded = decode(MolliePayment, answer);
  if (E.isLeft(decoded)) throw new Error(`Mollie answered with an unexpected payment: ${describeFailure(decoded.left)}`);
  const payment = decoded.right;
  return {
    id: payment.id,
    status: statusOf[payment.status],
    checkoutUrl: payment._links.checkout?.href ?? null,
    amountRefunded: payment.amountRefunded === undefined ? 0 : fromMollieAmount(payment.amountRefunded),
    amountChargedBack: payment.amountChargedBack === undefined ? 0 : fromMollieAmount(payment.amountChargedBack),
  };
};

/**
 * A confirmed mandate is charged the way Mollie's docs support: a payment with sequenceType 'recurring' on the
 * customer that holds the mandate (Mollie takes mandateId only with 'recurring', and 'recurring' needs the
 * customerId). Mollie has no lookup of a customer by mandate, so the reference names both: 'cst_…/mdt_…'.
 */
const mandateReference = /^(cst_\w+)\/(mdt_\w+)$/;

const recurringCharge = (reference: string): Pick<PaymentCreateParams, 'sequenceType' | 'customerId' | 'mandateId'> => {
  const match = mandateReference.exec(reference);
  if (match?.[1] === undefined || match[2] === undefined) {
    throw new Error(`Not a Mollie mandate reference ('cst_…/mdt_…'): ${JSON.stringify(reference)}`);
  }
  return { sequenceType: SequenceType.recurring, customerId: match[1], mandateId: match[2] };
};

/** Mollie refuses a webhook it cannot reach (422 on webhookUrl); on a developer's machine the return page asks instead. */
const reachableFromMollie = (url: string): boolean => {
  const host = new URL(url).hostname;
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host));
};

const createParameters = (request: ProviderPaymentRequest): PaymentCreateParams => {
  const method = mollieMethodOf[request.method];
  return {
    amount: toMollieAmount(request.amount, request.currency),
    description: request.description,
    metadata: { paymentId: request.paymentId },
    ...(method === null ? {} : { method }),
    ...(reachableFromMollie(request.webhookUrl) ? { webhookUrl: request.webhookUrl } : {}),
    // A recurring charge happens without the payer, so it has no page to return from.
    ...(request.mandateId === undefined ? { redirectUrl: request.redirectUrl } : recurringCharge(request.mandateId)),
    // Our payment is created at Mollie once: a retry of the same payment (a lost answer, a restarted server)
    // gets Mollie's first answer back instead of a second payment, or a second charge of a mandate.
    idempotencyKey: `rendezvous-payment-${request.paymentId}`,
  };
};

/** Every failure, Mollie's (4xx, 5xx after the client's own retries) or the network's, as one Error that says which. */
const failure = (action: string, error: unknown): Error => {
  if (!(error instanceof MollieApiError)) {
    return new Error(`Mollie: ${action} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const answer = error.statusCode === undefined ? 'no answer' : `HTTP ${String(error.statusCode)}`;
  const field = error.field === undefined ? '' : ` (field ${error.field})`;
  return new Error(`Mollie: ${action} failed, ${answer}${field}: ${error.message}`, { cause: error });
};

const attempt = async <A>(action: string, run: () => Promise<A>): Promise<A> => {
  try {
    return await run();
  } catch (error) {
    throw failure(action, error);
  }
};

/** A website profile's API key (test_… or live_…); an OAuth token or a mistyped value stops the start instead. */
const apiKeyFormat = /^(test|live)_[A-Za-z0-9]+$/;

/** The Mollie provider (used when MOLLIE_API_KEY is set); `baseUrl` replaces https://api.mollie.com/v2/ (tests). */
export const createMollieProvider = (options: { apiKey: string; baseUrl?: string }): PaymentProvider => {
  if (!apiKeyFormat.test(options.apiKey)) throw new Error("The Mollie API key must be a profile's key: test_… or live_…");
  const client = createMollieClient({ apiKey: options.apiKey, ...(options.baseUrl === undefined ? {} : { apiEndpoint: options.baseUrl }) });
  return {
    name: 'mollie',
    // Collecting from a mandate needs it registered at Mollie first (a customer, then its mandate), which is not
    // built: until it is, direct debit is not offered with Mollie (methods.ts).
    supportsMandates: false,
    createPayment: (request) =>
      attempt(`creating payment ${request.paymentId}`, async () => providerPaymentOf(await client.payments.create(createParameters(request)))),
    getPayment: (providerId) => attempt(`reading payment ${providerId}`, async () => providerPaymentOf(await client.payments.get(providerId))),
    refundPayment: (providerId, amount, currency) =>
      attempt(`refunding ${String(amount)} ${currency} of payment ${providerId}`, async () => {
        await client.paymentRefunds.create({ paymentId: providerId, amount: toMollieAmount(amount, currency) });
      }),
  };
};
