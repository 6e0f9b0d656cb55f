import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../clock';
import type { Queryable } from '../../../db/database';
import type { PaymentProvider, ProviderPayment, ProviderStatus } from '../provider';
import { checkoutPath } from './checkout-page';
import { decideTestPayment, findTestPayment, insertTestPayment, refundTestPayment, type TestPayment } from './store';

/** An open test payment expires after 15 minutes unless decided, as a hosted checkout does. */
export const testPaymentLifetimeMs = 15 * 60_000;

export interface TestProviderDeps {
  /** Where the provider keeps its payments (its own table): never inside one of our transactions. */
  readonly db: Queryable;
  readonly clock: Clock;
  /** The provider's id of a new payment (default tst_ and 16 random hex digits). */
  readonly newId?: () => string;
}

export class UnknownTestPayment extends Error {
  constructor(id: string) {
    super(`the test provider has no payment ${id}`);
    this.name = 'UnknownTestPayment';
  }
}

const answerOf = (payment: TestPayment, checkoutUrl: string | null): ProviderPayment => ({
  id: payment.id, status: payment.status, checkoutUrl, amountRefunded: payment.amount_refunded, amountChargedBack: 0,
});

/** The provider, and what its own checkout pages need of it. */
export interface TestProvider extends PaymentProvider {
  /** A payment as it stands now; undefined when the provider has none of that id. */
  readonly payment: (id: string) => Promise<TestPayment | undefined>;
  /** The payer's choice for an open payment; one decided before keeps its status. Answers whether it changed. */
  readonly decide: (id: string, status: Exclude<ProviderStatus, 'open'>) => Promise<boolean>;
}

/**
 * The embedded payment provider (the default when no Mollie key is set): it behaves like a hosted-checkout
 * provider, with its state in its own table as if it were a remote service. The payer decides the outcome on
 * its checkout page (test-provider/routes.ts). A payment with a mandate (direct debit) is paid at once: the
 * demo collects at once rather than after the days a bank takes.
 */
export const createTestProvider = (deps: TestProviderDeps): TestProvider => {
  const newId = deps.newId ?? (() => `tst_${randomBytes(8).toString('hex')}`);

  /** The payment as it stands now: an open one past its lifetime has expired. */
  const current = async (id: string): Promise<TestPayment | undefined> => {
    const payment = await findTestPayment(deps.db, id);
    if (payment === undefined) return undefined;
    const expired = payment.status === 'open' && deps.clock.now().getTime() - payment.created_at.getTime() >= testPaymentLifetimeMs;
    if (!expired || !(await decideTestPayment(deps.db, id, 'expired'))) return payment;
    return { ...payment, status: 'expired' };
  };

  return {
    name: 'test',
    // Its mandate payments are collected at once (below): direct debit works end to end in the demo.
    supportsMandates: true,
    // Created once per payment of ours: asked again (an answer lost), the first payment is answered.
    createPayment: async (request) => {
      const asked: TestPayment = {
        id: newId(), payment_id: request.paymentId, amount: request.amount, currency: request.currency, description: request.description,
        method: request.method, redirect_url: request.redirectUrl, webhook_url: request.webhookUrl, mandate_id: request.mandateId ?? null,
        status: request.mandateId === undefined ? 'open' : 'paid', amount_refunded: 0, created_at: deps.clock.now(),
      };
      const kept = await insertTestPayment(deps.db, asked);
      const payment = kept === asked ? kept : ((await current(kept.id)) ?? kept);
      // Its checkout page is on this server, at the origin the payer comes back to.
      return answerOf(payment, payment.status === 'open' ? new URL(checkoutPath(payment.id), request.redirectUrl).href : null);
    },
    getPayment: async (id) => {
      const payment = await current(id);
      if (payment === undefined) throw new UnknownTestPayment(id);
      return answerOf(payment, payment.status === 'open' ? new URL(checkoutPath(id), payment.redirect_url).href : null);
    },
    refundPayment: async (id, amount, currency) => {
      if (!(await refundTestPayment(deps.db, id, amount, currency))) throw new Error(`the test provider cannot refund ${String(amount)} ${currency} of ${id}`);
    },
    payment: current,
    decide: async (id, status) => decideTestPayment(deps.db, id, status),
  };
};
