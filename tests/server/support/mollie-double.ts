import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { PaymentMethod as MollieMethod } from '@mollie/api-client';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { decode, firstField } from '../../../io/codec/decode';

/**
 * A local double of Mollie's v2 Payments API (docs.mollie.com): POST /v2/payments, GET /v2/payments/:id and
 * POST /v2/payments/:id/refunds, answering with Mollie's JSON shapes (amounts as decimal strings, `_links`,
 * `amountRefunded` / `amountRemaining` once paid) and its error shape ({ status, title, detail, field?, _links }).
 * It checks the Bearer key (401), validates a body as Mollie does (422 naming the field), honours Idempotency-Key
 * (the same key and body replay the first answer, another body is a 400) and lets a test move a payment on.
 * Status codes, shapes and fields follow the docs; the `detail` texts are close to Mollie's, not copies.
 */

type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

export interface DoublePayment {
  readonly id: string;
  readonly createdAt: string;
  readonly amount: { readonly currency: string; readonly value: string };
  readonly description: string;
  readonly method: string | null;
  readonly metadata: unknown;
  readonly sequenceType: 'oneoff' | 'recurring';
  readonly redirectUrl: string | null;
  readonly webhookUrl: string | null;
  readonly customerId: string | null;
  readonly mandateId: string | null;
  readonly status: MollieStatus;
  /** Cents refunded so far. */
  readonly refunded: bigint;
  /** Cents the payer's bank took back (chargebacks). */
  readonly chargedBack: bigint;
}

export interface DoubleRequest {
  readonly method: string;
  readonly url: string;
  readonly idempotencyKey: string | null;
}

/** What Mollie then POSTs to the webhook (only for the statuses it reports), or null. */
export interface WebhookCall {
  readonly url: string;
  readonly body: string;
}

export interface MollieDouble {
  /** The API root to give the client (its `apiEndpoint`), e.g. http://127.0.0.1:41234/v2/. */
  readonly baseUrl: string;
  readonly payments: ReadonlyMap<string, DoublePayment>;
  readonly requests: ReadonlyArray<DoubleRequest>;
  /** Moves a payment on as the payer or the bank would; refuses a move out of a final status. */
  readonly moveTo: (id: string, status: MollieStatus) => WebhookCall | null;
  /** The payer's bank takes `cents` of a paid payment back (a chargeback), as Mollie then reports in `amountChargedBack`. */
  readonly chargeBack: (id: string, cents: bigint) => WebhookCall | null;
  /** The next `count` requests get a 503 (with Retry-After: 0, so the client's retry comes at once). */
  readonly failNext: (count: number) => void;
  readonly close: () => Promise<void>;
}

/** Mollie's currencies and their decimals (docs.mollie.com, Multicurrency). */
const decimalsOf: Readonly<Record<string, number>> = {
  AED: 2, AUD: 2, BGN: 2, BRL: 2, CAD: 2, CHF: 2, CZK: 2, DKK: 2, EUR: 2, GBP: 2, HKD: 2, HUF: 2, ILS: 2, ISK: 0,
  JPY: 0, MXN: 2, MYR: 2, NOK: 2, NZD: 2, PHP: 2, PLN: 2, RON: 2, RUB: 2, SEK: 2, SGD: 2, THB: 2, TWD: 2, USD: 2, ZAR: 2,
};

/** The methods Mollie takes for a new payment: its client's current list (giropay and sofort are historic there). */
const currentMethods: ReadonlySet<string> = new Set(Object.values(MollieMethod));

/** The statuses Mollie calls the webhook for (docs: Payment status changes); open and pending it does not report. */
const reported: ReadonlySet<MollieStatus> = new Set(['paid', 'failed', 'canceled', 'expired']);
const final: ReadonlySet<MollieStatus> = new Set(['paid', 'failed', 'canceled', 'expired']);

const Amount = t.type({ currency: t.string, value: t.string });
const optional = <C extends t.Mixed>(codec: C) => t.union([t.undefined, codec]);
const CreatePayment = t.type({
  amount: Amount,
  description: t.string,
  redirectUrl: optional(t.string),
  webhookUrl: optional(t.string),
  method: optional(t.string),
  metadata: t.unknown,
  sequenceType: optional(t.keyof({ oneoff: null, first: null, recurring: null })),
  customerId: optional(t.string),
  mandateId: optional(t.string),
});
const CreateRefund = t.type({ amount: Amount, description: optional(t.string) });
const PaymentPath = t.type({ id: t.string });
const paymentIdOf = (request: FastifyRequest): string => {
  const path = PaymentPath.decode(request.params);
  return E.isRight(path) ? path.right.id : '';
};

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

const docs = { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } };
const titles: Readonly<Record<number, string>> = {
  400: 'Bad Request', 401: 'Unauthorized Request', 404: 'Not Found', 422: 'Unprocessable Entity', 503: 'Service Unavailable',
};
const error = (status: number, detail: string, field?: string): Answer => ({
  status,
  body: { status, title: titles[status] ?? 'Error', detail, ...(field === undefined ? {} : { field }), _links: docs },
});

const token = (prefix: string): string => `${prefix}${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10)}`;

/** Cents of a valid amount (the double's own arithmetic, independent of the adapter's). */
const centsOf = (value: string): bigint => BigInt(value.replace('.', ''));
const decimalOf = (cents: bigint): string => `${String(cents / 100n)}.${String(cents % 100n).padStart(2, '0')}`;

/** Mollie's check of an amount object: a supported currency and exactly its number of decimals, as a string. */
const amountError = (amount: t.TypeOf<typeof Amount>, prefix: string): Answer | null => {
  const decimals = decimalsOf[amount.currency];
  if (decimals === undefined) return error(422, 'The amount contains an unsupported currency', `${prefix}.currency`);
  const format = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${String(decimals)}}$`);
  if (!format.test(amount.value)) return error(422, `The amount must be a string with ${String(decimals)} decimals`, `${prefix}.value`);
  if (/^[0.]+$/.test(amount.value)) return error(422, 'The amount is lower than the minimum', prefix);
  return null;
};

/** Mollie cannot call localhost: it refuses such a webhook (422). */
const unreachable = (url: string): boolean => {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return host === '' || host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host.startsWith('127.');
};

const paymentJson = (baseUrl: string, payment: DoublePayment): unknown => {
  const self = `${baseUrl}payments/${payment.id}`;
  const paid = payment.status === 'paid';
  const recurring = payment.sequenceType === 'recurring';
  const remaining = centsOf(payment.amount.value) - payment.refunded;
  return {
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.createdAt,
    amount: payment.amount,
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata ?? null,
    status: payment.status,
    isCancelable: payment.status === 'open',
    profileId: 'pfl_double0001',
    sequenceType: payment.sequenceType,
    ...(recurring ? {} : { redirectUrl: payment.redirectUrl }),
    ...(payment.webhookUrl === null ? {} : { webhookUrl: payment.webhookUrl }),
    ...(payment.customerId === null ? {} : { customerId: payment.customerId }),
    ...(payment.mandateId === null ? {} : { mandateId: payment.mandateId }),
    ...(paid
      ? {
          amountRefunded: { currency: payment.amount.currency, value: decimalOf(payment.refunded) },
          amountRemaining: { currency: payment.amount.currency, value: decimalOf(remaining) },
        }
      : {}),
    // Only when not zero (docs.mollie.com, Get payment: amountChargedBack).
    ...(payment.chargedBack > 0n ? { amountChargedBack: { currency: payment.amount.currency, value: decimalOf(payment.chargedBack) } } : {}),
    _links: {
      self: { href: self, type: 'application/hal+json' },
      // Only an open payment the payer takes part in has a checkout; a recurring charge never has one.
      ...(payment.status === 'open' && !recurring
        ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${payment.id.slice(3)}`, type: 'text/html' } }
        : {}),
      ...(paid ? { refunds: { href: `${self}/refunds`, type: 'application/hal+json' } } : {}),
      dashboard: { href: `https://www.mollie.com/dashboard/payments/${payment.id}`, type: 'text/html' },
      documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
    },
  };
};

/**
 * @mollie/api-client sends every request through its own https.Agent, pinned to the certificate authorities it
 * bundles: node refuses that agent for an http URL, and no local certificate chains to those authorities. While
 * `build` creates the client, that agent is a plain http one; the rest of the client (URLs, headers, retries with
 * their Idempotency-Key, error parsing, JSON) runs as in production.
 */
export const overPlainHttp = <A>(build: () => A): A => {
  const pinned = https.Agent;
  Reflect.set(https, 'Agent', http.Agent);
  try {
    return build();
  } finally {
    Reflect.set(https, 'Agent', pinned);
  }
};

/** A Mollie double on 127.0.0.1 taking `apiKey`; `mandates` are the customer mandates a recurring payment may use. */
export const startMollieDouble = async (options: {
  readonly apiKey: string;
  readonly mandates?: ReadonlyArray<{ readonly customerId: string; readonly mandateId: string }>;
}): Promise<MollieDouble> => {
  const payments = new Map<string, DoublePayment>();
  const requests: DoubleRequest[] = [];
  const answered = new Map<string, { readonly fingerprint: string; readonly answer: Answer }>();
  const state = { failures: 0, baseUrl: '' };
  const app = Fastify({ logger: false });

  const send = (reply: FastifyReply, answer: Answer) =>
    reply.code(answer.status).header('content-type', 'application/hal+json; charset=utf-8').send(JSON.stringify(answer.body));

  app.addHook('onRequest', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    requests.push({ method: request.method, url: request.url, idempotencyKey: typeof key === 'string' ? key : null });
    if (state.failures > 0) {
      state.failures -= 1;
      return send(reply.header('retry-after', '0'), error(503, 'The service is temporarily unavailable'));
    }
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return send(reply, error(401, 'Missing authentication, or failed to authenticate'));
    }
    return undefined;
  });
  app.setErrorHandler((_error, _request, reply) => send(reply, error(400, 'The request could not be read')));

  /** A POST with an Idempotency-Key is answered once; the same key again replays that answer. */
  const idempotent = (handle: (request: FastifyRequest) => Answer) => async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return send(reply, handle(request));
    const fingerprint = `${request.url} ${JSON.stringify(request.body)}`;
    const earlier = answered.get(key);
    if (earlier === undefined) {
      const answer = handle(request);
      answered.set(key, { fingerprint, answer });
      return send(reply, answer);
    }
    if (earlier.fingerprint !== fingerprint) return send(reply, error(400, 'The idempotency key was used for another request'));
    return send(reply.header('idempotent-replayed', 'true'), earlier.answer);
  };

  const createPayment = (body: unknown): Answer => {
    const decoded = decode(CreatePayment, body);
    if (E.isLeft(decoded)) return error(422, 'A parameter is missing or invalid', firstField(decoded.left));
    const input = decoded.right;
    const wrongAmount = amountError(input.amount, 'amount');
    if (wrongAmount !== null) return wrongAmount;
    if (input.description.trim() === '') return error(422, 'The description is required', 'description');
    const recurring = input.sequenceType === 'recurring';
    if (!recurring && input.redirectUrl === undefined) return error(422, 'The redirect URL is required', 'redirectUrl');
    if (input.webhookUrl !== undefined && unreachable(input.webhookUrl)) {
      return error(422, "The webhook URL is invalid because it is unreachable from Mollie's point of view", 'webhookUrl');
    }
    if (input.method !== undefined && !currentMethods.has(input.method)) return error(422, 'The payment method is invalid', 'method');
    if (recurring && input.customerId === undefined) return error(422, 'A recurring payment needs a customer', 'customerId');
    const mandates = (options.mandates ?? []).filter((mandate) => mandate.customerId === input.customerId);
    if (recurring && mandates.length === 0) return error(422, 'The customer has no valid mandate', 'customerId');
    if (input.mandateId !== undefined && !mandates.some((mandate) => mandate.mandateId === input.mandateId)) {
      return error(422, 'The mandate does not exist for this customer', 'mandateId');
    }
    const payment: DoublePayment = {
      id: token('tr_'),
      createdAt: new Date().toISOString(),
      amount: input.amount,
      description: input.description,
      method: recurring ? 'directdebit' : (input.method ?? null),
      metadata: input.metadata,
      sequenceType: recurring ? 'recurring' : 'oneoff',
      redirectUrl: input.redirectUrl ?? null,
      webhookUrl: input.webhookUrl ?? null,
      customerId: input.customerId ?? null,
      mandateId: recurring ? (input.mandateId ?? mandates[0]?.mandateId ?? null) : null,
      // A recurring direct debit runs without the payer: it is pending until the bank collects it.
      status: recurring ? 'pending' : 'open',
      refunded: 0n,
      chargedBack: 0n,
    };
    payments.set(payment.id, payment);
    return { status: 201, body: paymentJson(state.baseUrl, payment) };
  };

  const createRefund = (paymentId: string, body: unknown): Answer => {
    const payment = payments.get(paymentId);
    if (payment === undefined) return error(404, `No payment exists with token ${paymentId}.`);
    const decoded = decode(CreateRefund, body);
    if (E.isLeft(decoded)) return error(422, 'A parameter is missing or invalid', firstField(decoded.left));
    const { amount } = decoded.right;
    const wrongAmount = amountError(amount, 'amount');
    if (wrongAmount !== null) return wrongAmount;
    if (payment.status !== 'paid') return error(422, 'The payment cannot be refunded: it is not paid');
    if (amount.currency !== payment.amount.currency) return error(422, 'The currency differs from the payment', 'amount.currency');
    const cents = centsOf(amount.value);
    if (payment.refunded + cents > centsOf(payment.amount.value)) return error(422, 'The amount is higher than the amount that can be refunded', 'amount');
    payments.set(payment.id, { ...payment, refunded: payment.refunded + cents });
    const id = token('re_');
    return {
      status: 201,
      body: {
        resource: 'refund',
        id,
        amount,
        status: 'pending',
        createdAt: new Date().toISOString(),
        description: decoded.right.description ?? '',
        paymentId: payment.id,
        _links: {
          self: { href: `${state.baseUrl}payments/${payment.id}/refunds/${id}`, type: 'application/hal+json' },
          payment: { href: `${state.baseUrl}payments/${payment.id}`, type: 'application/hal+json' },
        },
      },
    };
  };

  app.post('/v2/payments', idempotent((request) => createPayment(request.body)));
  app.get<{ Params: { id: string } }>('/v2/payments/:id', async (request, reply) => {
    const payment = payments.get(request.params.id);
    return send(reply, payment === undefined ? error(404, `No payment exists with token ${request.params.id}.`) : { status: 200, body: paymentJson(state.baseUrl, payment) });
  });
  app.post('/v2/payments/:id/refunds', idempotent((request) => createRefund(paymentIdOf(request), request.body)));

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address: AddressInfo | string | null = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the Mollie double did not get a port');
  state.baseUrl = `http://127.0.0.1:${String(address.port)}/v2/`;

  return {
    baseUrl: state.baseUrl,
    payments,
    requests,
    moveTo: (id, status) => {
      const payment = payments.get(id);
      if (payment === undefined) throw new Error(`the double has no payment ${id}`);
      if (final.has(payment.status)) throw new Error(`payment ${id} is ${payment.status}: Mollie moves no payment out of a final status`);
      payments.set(id, { ...payment, status });
      return payment.webhookUrl !== null && reported.has(status) ? { url: payment.webhookUrl, body: `id=${id}` } : null;
    },
    chargeBack: (id, cents) => {
      const payment = payments.get(id);
      if (payment === undefined) throw new Error(`the double has no payment ${id}`);
      if (payment.status !== 'paid') throw new Error(`payment ${id} is ${payment.status}: only a paid payment is charged back`);
      payments.set(id, { ...payment, chargedBack: payment.chargedBack + cents });
      return payment.webhookUrl === null ? null : { url: payment.webhookUrl, body: `id=${id}` };
    },
    failNext: (count) => {
      state.failures = count;
    },
    close: () => app.close(),
  };
};
