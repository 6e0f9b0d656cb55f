import { randomBytes } from 'node:crypto';
import type { DiscountCode } from '../../../io/entities/discount';
import type { UnitOfWork, Queryable } from '../../db/database';
import { findSite } from '../../http/site';
import { findMember } from '../members/find';
import { retryOnConflict } from '../retry';
import { applyProviderAnswer, runPaymentCommand } from './commands';
import { allowsMethod, discountedAmount } from './discount';
import { offerFor } from './offer';
import { findPackage, type Package } from './packages';
import type { PaymentOrder, PaymentOrderRejection, PaymentProvider, PaymentStarter, ProviderPayment } from './provider';
import { webhookPath } from './webhook';

export interface StarterDeps {
  /** Where the payment's steps run: the database (each step its own transaction), or a keyed request's one transaction. */
  readonly transaction: UnitOfWork['transaction'];
  readonly provider: PaymentProvider;
  /** Our id of a new payment (default: 16 random bytes, hex: not guessable). */
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
  readonly description: string;
}

const randomPaymentId = (): string => randomBytes(16).toString('hex');

/**
 * Checks an order against the member's offer (one rule with GET /api/credits.php): a package of the member's
 * currency, a method offered in their country (direct debit only from a mandate, and a mandate only for it),
 * a usable code, also for that method.
 */
const priceOrder = async (q: Queryable, order: PaymentOrder): Promise<Priced | PaymentOrderRejection> => {
  const member = await findMember(q, order.memberId);
  if (member === undefined) throw new Error(`payment order of an unknown member ${String(order.memberId)}`);
  const { settings } = await findSite(q, [order.domain], order.domain);
  const offer = await offerFor(q, member, settings, order.code, order.at);
  const pkg = findPackage(order.packageId);
  if (pkg === undefined || pkg.currency !== offer.currency) return 'unknown_package';
  if (!offer.methods.includes(order.method) || (order.method === 'directdebit') !== (order.mandateId !== null)) return 'method_not_offered';
  if (offer.discount.kind === 'unknown') return 'code_not_found';
  if (offer.discount.kind === 'used') return 'code_already_used';
  const { discount } = offer.discount;
  // A code limited to other methods is, for this payment, a code that does not exist (as one of another country is).
  if (discount !== null && !allowsMethod(discount, order.method)) return 'code_not_found';
  const amount = discountedAmount(pkg.amount, discount);
  return {
    pkg, amount, discount: amount < pkg.amount ? discount : null, refundDays: settings.refund_days,
    description: `${settings.name}: ${String(pkg.credits)} credits`,
  };
};

/**
 * Begins payments (POST /api/payment.php, and a confirmed direct-debit mandate). The payment is recorded
 * first, then the provider is asked to create it, then its id is recorded with the status it answered (a
 * direct debit may be paid at once). A provider that fails marks the payment failed. Outside a request it
 * runs its own transactions: do not call it inside one (on PGlite that would wait for itself).
 */
export const createPaymentStarter = (deps: StarterDeps): PaymentStarter => async (order) => {
  const paymentId = (deps.newPaymentId ?? randomPaymentId)();
  const { at } = order;
  const priced = await deps.transaction(async (tx) => {
    const result = await priceOrder(tx, order);
    if (typeof result === 'string') return result;
    const { pkg, amount, discount, refundDays } = result;
    await runPaymentCommand(tx, paymentId, {
      type: 'StartPayment',
      data: {
        paymentId, memberId: order.memberId, site: order.domain, packageId: pkg.id, credits: pkg.credits, amount, currency: pkg.currency,
        method: order.method, discountCode: discount?.code ?? null, discountPercentage: discount?.value_percentage ?? null,
        provider: deps.provider.name, mandateId: order.mandateId, refundDays, at,
      },
    });
    return result;
  });
  if (typeof priced === 'string') return { ok: false, error: priced };

  const redirectUrl = `${order.origin}/transactions/${paymentId}`;
  let created: ProviderPayment;
  try {
    created = await deps.provider.createPayment({
      amount: priced.amount, currency: priced.pkg.currency, description: priced.description, method: order.method, redirectUrl,
      webhookUrl: `${order.origin}${webhookPath}`, paymentId, ...(order.mandateId === null ? {} : { mandateId: order.mandateId }),
    });
  } catch (error) {
    deps.log?.(`the payment provider did not create payment ${paymentId}`, error);
    await deps.transaction((tx) => applyProviderAnswer(tx, paymentId, { status: 'failed', amountRefunded: 0 }, at));
    return { ok: false, error: 'provider_unavailable' };
  }
  await retryOnConflict(() =>
    deps.transaction(async (tx) => {
      const recorded = await runPaymentCommand(tx, paymentId, { type: 'RecordProviderPayment', data: { providerId: created.id, at } });
      if (recorded.decision.kind === 'rejected') throw new Error(`payment ${paymentId}: provider id not recorded (${recorded.decision.reason})`);
      await applyProviderAnswer(tx, paymentId, created, at);
    }),
  );
  // A direct debit has no checkout page: the payer goes straight to the result page.
  return { ok: true, paymentId, checkoutUrl: created.checkoutUrl ?? redirectUrl };
};
