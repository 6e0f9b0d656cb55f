import type { FastifyInstance } from 'fastify';
import { acceptFormBodies } from '../../http/form-body';
import type { DirectDebitCheck, PaymentProvider, PaymentStarter } from './provider';
import type { RefundShare } from './decide';
import { startReconciliation } from './reconcile';
import { refundPayment, type RefundOutcome } from './refund';
import { registerPaymentRoutes } from './routes';
import { createDirectDebitCheck, createPaymentStarter } from './start';
import { createTestProvider } from './test-provider/provider';
import { registerTestCheckoutRoutes } from './test-provider/routes';
import { inProcessWebhookSender, type WebhookSender } from './test-provider/webhook-sender';
import { registerPaymentWebhook } from './webhook';

export interface PaymentOptions {
  /** The provider (server/main.ts: Mollie when MOLLIE_API_KEY is set); default the embedded test provider, whose checkout pages are then served. */
  readonly provider?: PaymentProvider | undefined;
  /** How the test provider calls the webhook (default: this app's webhook route, in process). */
  readonly webhookSender?: WebhookSender;
  /** Between reconciliation passes (default a minute). */
  readonly reconcileEveryMs?: number;
  /** Told after each reconciliation pass how many payments it changed (the first pass runs when the app is ready). */
  readonly onReconciled?: (changed: number) => void;
}

/** What the payments module gives the direct-debit module. */
interface PaymentsForOthers {
  /** Begins a confirmed mandate's payment. */
  readonly beginPayment: PaymentStarter;
  /** Checks the package, the method and the code of a direct-debit form before its SMS goes out. */
  readonly checkOrder: DirectDebitCheck;
  /** Support's refund in the staff console (issue 14), through the site's provider. */
  readonly refund: (paymentId: string, share: RefundShare) => Promise<RefundOutcome>;
}

/**
 * The payments module on the app: its API routes, the provider's webhook, the test provider's checkout when
 * it is the provider, and reconciliation while the app runs. Answers what other modules (direct debit) begin
 * and check payments with.
 */
export const registerPayments = async (app: FastifyInstance, options: PaymentOptions = {}): Promise<PaymentsForOthers> => {
  const { db, clock } = app.deps;
  const log = (message: string, error: unknown): void => { app.log.warn({ err: error }, message); };
  const testProvider = createTestProvider({ db, clock });
  const provider = options.provider ?? testProvider;
  const deps = { db, transaction: db.transaction.bind(db), provider, clock, log };

  registerPaymentRoutes(app, { provider, log });
  // Form bodies only here: the webhook (as Mollie sends it) and the test checkout's form.
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    registerPaymentWebhook(scope, deps);
    if (provider === testProvider) registerTestCheckoutRoutes(scope, { provider: testProvider, send: options.webhookSender ?? inProcessWebhookSender(app), log });
  });

  let reconciliation: { readonly stop: () => Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    reconciliation = startReconciliation(deps, {
      ...(options.reconcileEveryMs === undefined ? {} : { everyMs: options.reconcileEveryMs }),
      ...(options.onReconciled === undefined ? {} : { onPass: options.onReconciled }),
    });
  });
  app.addHook('onClose', async () => { await reconciliation?.stop(); });
  return {
    beginPayment: createPaymentStarter({ transaction: deps.transaction, provider, log }),
    checkOrder: createDirectDebitCheck(provider),
    refund: (paymentId, share) => refundPayment({ db, provider, clock }, paymentId, share),
  };
};
