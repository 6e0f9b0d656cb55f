import { randomBytes } from 'node:crypto';
import type { DiscountCode } from '../../../io/entities/discount';
import type { PaymentMethod } from '../../../io/entities/payment-method';
import type { Settings } from '../../../io/entities/settings';
import type { UnitOfWork, Queryable } from '../../db/database';
import { aggregateStream } from '../../events/event-store';
import { findSite } from '../../http/site';
import { findMember } from '../members/find';
import { retryOnConflict } from '../retry';
import { applyProviderAnswer, runPaymentCommand } from './commands';
import { allowsMethod, discountedAmount } from './discount';
import { paymentAggregate, paymentStreamId } from './events';
import { offerFor } from './offer';
import { findPackage, type Package } from './packages';
import type { DirectDebitCheck, PaymentOrder, PaymentOrderRejection, PaymentProvider, PaymentStarter, ProviderPayment } from './provider';
import { lockMemberPayments } from './read';
import { webhookPath } from './webhook';

export interface StarterDeps {
  /** Where the payment's steps run: the database (each step its own transaction), or a keyed request's one transaction. */
  readonly transaction: UnitOfWork['transaction'];
  readonly provider: PaymentProvider;
  /** Our id of a new payment (default: 16 random bytes, hex: not guessable); a mandate's payment has its own (mandatePaymentId). */
  readonly newPaymentId?: () => string;
  /** Told why a provider did not create a payment. */
  readonly log?: (message: string, error: unknown) => void;
}

/** A payment as priced before it begins. */
interface Priced {
  readonly pkg: Package;
  readonly amount: number;
  /** The discount that lowered the price; null when none did. */
  readonly discount: DiscountCode | null;
  readonly refundDays: number;
}

/** What pricing needs of an order: a mandate's payment is priced before its mandate exists too (DirectDebitCheck). */
interface PricingOrder extends Pick<PaymentOrder, 'memberId' | 'domain' | 'packageId' | 'code' | 'shownAmount' | 'at'> {
  readonly method: PaymentMethod;
  /** Whether it is collected from a mandate: direct debit only from one, and a mandate only for direct debit. */
  readonly fromMandate: boolean;
}

type Refusal = Exclude<PaymentOrderRejection, 'provider_unavailable'>;

const randomPaymentId = (): string => randomBytes(16).toString('hex');

/**
 * The one payment of a direct-debit mandate: its id follows from the mandate's, so however often the mandate's
 * payment is asked for (a confirmation after a lost answer, after a claim ran out), it is this payment, and
 * PaymentStarted can be recorded only once on its stream.
 */
export const mandatePaymentId = (mandateId: string): string => `dd-${mandateId}`;

const descriptionOf = (settings: Settings, credits: number): string => `${settings.name}: ${String(credits)} credits`;

/**
 * Checks an order against the member's offer (one rule with GET /api/credits.php): a package of the member's
 * currency, a method offered to them (direct debit only from a mandate, a mandate only for it, and only with a
 * provider that can collect from one), a usable code, also for that method; and, when the browser says what it
 * showed, that price: a member is never charged other than what they saw (a site's prices changed meanwhile).
 */
const priceOrder = async (q: Queryable, provider: PaymentProvider, order: PricingOrder): Promise<Priced | Refusal> => {
  const member = await findMember(q, order.memberId);
  if (member === undefined) throw new Error(`payment order of an unknown member ${String(order.memberId)}`);
  const site = await findSite(q, [order.domain], order.domain);
  const { settings } = site;
  const offer = await offerFor(q, member, site, order.code, order.at, provider);
  const pkg = findPackage(site.catalogue, order.packageId);
  if (pkg === undefined || pkg.currency !== offer.currency) return 'unknown_package';
  if (!offer.methods.includes(order.method) || (order.method === 'directdebit') !== order.fromMandate) return 'method_not_offered';
  if (offer.discount.kind === 'unknown') return 'code_not_found';
  if (offer.discount.kind === 'used') return 'code_already_used';
  const { discount } = offer.discount;
  // A code limited to other methods is, for this payment, a code that does not exist (as one of another country is).
  if (discount !== null && !allowsMethod(discount, order.method)) return 'code_not_found';
  const amount = discountedAmount(pkg.amount, discount);
  if (order.shownAmount !== undefined && order.shownAmount !== amount) return 'price_changed';
  return { pkg, amount, discount: amount < pkg.amount ? discount : null, refundDays: settings.refund_days };
};

/** What the provider is asked to create: the payment as recorded, and whether the provider knows it already. */
interface Recorded {
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly providerId: string | null;
}

/**
 * In one transaction, under the member's payments lock: the payment recorded (PaymentStarted) when the order is
 * accepted, or, for a mandate whose payment was begun before, that payment as it stands (nothing priced again).
 */
const recordOrFind = async (tx: Queryable, provider: PaymentProvider, paymentId: string, order: PaymentOrder): Promise<Recorded | Refusal> => {
  await lockMemberPayments(tx, order.memberId);
  const { state } = await aggregateStream(tx, paymentStreamId(paymentId), paymentAggregate);
  if (state.status !== 'none') {
    if (order.mandateId === null || state.memberId !== order.memberId) throw new Error(`payment ${paymentId} exists already, and not for this mandate`);
    const { settings } = await findSite(tx, [state.site], state.site);
    return { amount: state.amount, currency: state.currency, description: descriptionOf(settings, state.credits), providerId: state.providerId };
  }
  const priced = await priceOrder(tx, provider, { ...order, fromMandate: order.mandateId !== null });
  if (typeof priced === 'string') return priced;
  const { pkg, amount, discount, refundDays } = priced;
  await runPaymentCommand(tx, paymentId, {
    type: 'StartPayment',
    data: {
      paymentId, memberId: order.memberId, site: order.domain, packageId: pkg.id, credits: pkg.credits, amount, currency: pkg.currency,
      method: order.method, discountCode: discount?.code ?? null, discountPercentage: discount?.value_percentage ?? null,
      provider: provider.name, mandateId: order.mandateId, refundDays, at: order.at,
    },
  });
  const { settings } = await findSite(tx, [order.domain], order.domain);
  return { amount, currency: pkg.currency, description: descriptionOf(settings, pkg.credits), providerId: null };
};

/**
 * Begins payments (POST /api/payment.php, and a confirmed direct-debit mandate). The payment is recorded
 * first, then the provider is asked to create it, then its id is recorded with the status it answered (a
 * direct debit may be paid at once). Outside a request it runs its own transactions: do not call it inside one
 * (on PGlite that would wait for itself).
 *
 * A hosted checkout the provider failed to create is marked failed (its payer never got a checkout URL). A
 * mandate's payment is one per mandate (mandatePaymentId): asked again, the starter answers that payment, and
 * when the provider's id of it was never recorded (the provider failed, or answered and the answer was lost)
 * it asks the provider to create it again, under the same idempotency key (Mollie: rendezvous-payment-<id>;
 * the test provider: our payment id), which answers the payment created before rather than a second one.
 */
export const createPaymentStarter = (deps: StarterDeps): PaymentStarter => async (order) => {
  const paymentId = order.mandateId === null ? (deps.newPaymentId ?? randomPaymentId)() : mandatePaymentId(order.mandateId);
  const { at } = order;
  // Two starts of one mandate's payment at once: the loser of the stream's append reads again and finds it.
  const recorded = await retryOnConflict(() => deps.transaction((tx) => recordOrFind(tx, deps.provider, paymentId, order)));
  if (typeof recorded === 'string') return { ok: false, error: recorded };

  const redirectUrl = `${order.origin}/transactions/${paymentId}`;
  // A mandate's payment the provider has: a direct debit has no checkout page, the payer goes to the result page.
  if (recorded.providerId !== null) return { ok: true, paymentId, checkoutUrl: redirectUrl };
  let created: ProviderPayment;
  try {
    created = await deps.provider.createPayment({
      amount: recorded.amount, currency: recorded.currency, description: recorded.description, method: order.method, redirectUrl,
      webhookUrl: `${order.origin}${webhookPath}`, paymentId, ...(order.mandateId === null ? {} : { mandateId: order.mandateId }),
    });
  } catch (error) {
    deps.log?.(`the payment provider did not create payment ${paymentId}`, error);
    if (order.mandateId === null) await deps.transaction((tx) => applyProviderAnswer(tx, paymentId, { status: 'failed', amountRefunded: 0 }, at));
    return { ok: false, error: 'provider_unavailable' };
  }
  await retryOnConflict(() =>
    deps.transaction(async (tx) => {
      const answered = await runPaymentCommand(tx, paymentId, { type: 'RecordProviderPayment', data: { providerId: created.id, at } });
      if (answered.decision.kind === 'rejected') throw new Error(`payment ${paymentId}: provider id not recorded (${answered.decision.reason})`);
      await applyProviderAnswer(tx, paymentId, created, at);
    }),
  );
  return { ok: true, paymentId, checkoutUrl: created.checkoutUrl ?? redirectUrl };
};

/** The starter's own check of a direct-debit order, for the direct-debit form before its SMS goes out. */
export const createDirectDebitCheck = (provider: PaymentProvider): DirectDebitCheck => async (q, order) => {
  const priced = await priceOrder(q, provider, { ...order, method: 'directdebit', fromMandate: true });
  return typeof priced === 'string' ? priced : null;
};
