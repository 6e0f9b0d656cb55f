import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { StartedPayment, type StartPaymentRequest } from '../../../io/entities/payment';
import type { Database, Queryable } from '../../../server/db/database';
import { hashSessionToken } from '../../../server/http/session';
import { runAccountCommand } from '../../../server/modules/accounts/commands';
import { nextId } from '../../../server/modules/ids';
import type { PaymentProvider, ProviderPayment, ProviderStatus } from '../../../server/modules/payments/provider';
import type { WebhookSender } from '../../../server/modules/payments/test-provider/webhook-sender';
import { bodyOf } from './body';

const dayMs = 86_400_000;

/** A member of `site` in `country` who signed up at `signedUpAt`, with an open session: no password login per test. */
export const newMember = async (
  db: Database,
  options: { readonly signedUpAt: Date; readonly country?: string; readonly site?: string },
): Promise<{ readonly id: number; readonly cookie: string }> => {
  const id = await nextId(db, 'member_id_seq');
  const token = randomBytes(32).toString('base64url');
  const at = options.signedUpAt;
  await db.transaction(async (tx) => {
    await runAccountCommand(tx, id, {
      type: 'RegisterMember',
      data: {
        memberId: id, site: options.site ?? 'localhost', email: null, passwordHash: null, name: `Payer ${String(id)}`, gender: 'male',
        birthDate: '1990-05-01', country: options.country ?? 'NL', region: '', city: '', language: 'nl', fictional: false, at,
      },
    });
    await runAccountCommand(tx, id, { type: 'StartSession', data: { sessionHash: hashSessionToken(token), expiresAt: new Date(at.getTime() + 60 * dayMs), at } });
  });
  return { id, cookie: `rdv_session=${token}` };
};

let paymentCalls = 0;

/**
 * A client address of its own per call: POST /api/payment.php is rate limited like the discount check (10 a
 * minute per session, 30 per address), and the tests of a file would otherwise add up to the address's limit.
 */
const nextAddress = (): string => {
  paymentCalls += 1;
  return `10.${String((paymentCalls >> 16) & 255)}.${String((paymentCalls >> 8) & 255)}.${String(paymentCalls & 255)}`;
};

/** A member's choice at checkout; the withdrawal waiver the checkout asks for beside it is added. */
export type PurchaseChoice = Omit<StartPaymentRequest, 'withdrawal_waiver'>;

/**
 * POST /api/payment.php as the member, with the withdrawal waiver as the checkout sends it; `key`: an
 * Idempotency-Key; `remoteAddress`: the client's (default a new one per call).
 */
export const postPayment = (
  app: FastifyInstance,
  cookie: string,
  body: PurchaseChoice,
  key?: string,
  remoteAddress: string = nextAddress(),
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST', url: '/api/payment.php', payload: { ...body, withdrawal_waiver: true }, remoteAddress,
    headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

/** A payment begun: its id and checkout URL (a failed test when it was refused). */
export const startPayment = async (app: FastifyInstance, cookie: string, body: PurchaseChoice): Promise<StartedPayment> => {
  const response = await postPayment(app, cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf(StartedPayment, response);
};

/** A provider's webhook call, form-encoded as Mollie sends it. */
export const postWebhook = (app: FastifyInstance, providerId: string): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST', url: '/api/payment-webhook.php', payload: new URLSearchParams({ id: providerId }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** The path of an absolute URL the app answered (inject speaks paths). */
export const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * The test provider's webhook calls, delivered to the app by inject (as HTTP would) or dropped (a webhook that
 * never arrives); `settled` waits for those under way.
 */
export const webhookRelay = (app: () => FastifyInstance) => {
  const underway: Promise<void>[] = [];
  let delivering = true;
  const send: WebhookSender = (url, providerId) => {
    if (!delivering) return Promise.resolve();
    const delivered = app()
      .inject({ method: 'POST', url: pathOf(url), payload: new URLSearchParams({ id: providerId }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
      .then((response) => { if (response.statusCode !== 200) throw new Error(`webhook answered ${String(response.statusCode)}`); });
    underway.push(delivered);
    return delivered;
  };
  return {
    send,
    settled: async (): Promise<void> => { await Promise.all(underway.splice(0)); },
    drop: (): void => { delivering = false; },
    deliver: (): void => { delivering = true; },
  };
};

/** A provider whose answers the test sets: what a remote provider would say at each moment. */
export const scriptedProvider = (options: { readonly supportsMandates?: boolean } = {}) => {
  const payments = new Map<string, { status: ProviderStatus; amountRefunded: number; amountChargedBack: number; amount: number }>();
  let created = 0;
  let down = false;
  const answer = (id: string): ProviderPayment => {
    const payment = payments.get(id);
    if (payment === undefined) throw new Error(`no scripted payment ${id}`);
    const checkoutUrl = payment.status === 'open' ? `https://provider.test/checkout/${id}` : null;
    return { id, status: payment.status, checkoutUrl, amountRefunded: payment.amountRefunded, amountChargedBack: payment.amountChargedBack };
  };
  const provider: PaymentProvider = {
    name: 'test',
    supportsMandates: options.supportsMandates ?? true,
    createPayment: async (request) => {
      if (down) throw new Error('the scripted provider is down');
      created += 1;
      const id = `scr_${String(created)}_${request.paymentId.slice(0, 8)}`;
      payments.set(id, { status: request.mandateId === undefined ? 'open' : 'paid', amountRefunded: 0, amountChargedBack: 0, amount: request.amount });
      return Promise.resolve(answer(id));
    },
    getPayment: async (id) => {
      if (down) throw new Error('the scripted provider is down');
      return Promise.resolve(answer(id));
    },
    refundPayment: async (id, amount) => {
      const payment = payments.get(id);
      if (payment === undefined || payment.status !== 'paid') throw new Error(`cannot refund ${id}`);
      payment.amountRefunded += amount;
      return Promise.resolve();
    },
  };
  return {
    provider,
    set: (id: string, status: ProviderStatus, amountRefunded = 0, amountChargedBack = 0): void => {
      const payment = payments.get(id);
      if (payment === undefined) throw new Error(`no scripted payment ${id}`);
      payments.set(id, { ...payment, status, amountRefunded, amountChargedBack });
    },
    setDown: (isDown: boolean): void => { down = isDown; },
  };
};

/** The provider's id of one of our payments, as recorded. */
export const providerIdOf = async (q: Queryable, paymentId: string): Promise<string> => {
  const [row] = await q.query<{ provider_id: string | null }>('SELECT provider_id FROM payments WHERE payment_id = $1', [paymentId]);
  if (row?.provider_id === undefined || row.provider_id === null) throw new Error(`payment ${paymentId} has no provider id`);
  return row.provider_id;
};

/** The member's credits and premium flag as the read table holds them. */
export const accountOf = async (q: Queryable, memberId: number): Promise<{ credits: number; paid_user: boolean }> => {
  const [row] = await q.query<{ credits: number; paid_user: boolean }>('SELECT credits, paid_user FROM members WHERE id = $1', [memberId]);
  if (row === undefined) throw new Error(`no member ${String(memberId)}`);
  return row;
};

/** How many events of `type` name the payment (CreditsPurchased, DiscountRedeemed, CreditsRefunded …). */
export const eventsNaming = async (q: Queryable, type: string, paymentId: string): Promise<number> =>
  (await q.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = $1 AND data->>'paymentId' = $2", [type, paymentId]))[0]?.n ?? -1;
