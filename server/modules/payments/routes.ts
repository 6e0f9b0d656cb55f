import type { FastifyInstance } from 'fastify';
import type { LastOrder } from '../../../io/entities/payment';
import type { Catalogue } from '../../../io/entities/site-catalogue';
import { fail, ok } from '../../http/answer';
import { visitorCountry } from '../../http/geoip';
import { originOf } from '../../http/origin';
import { memberRoute, route } from '../../http/route';
import { discountCheckLimits } from '../discounts/routes';
import { methodsFor } from './methods';
import { offerFor, pricedPackages, type MemberOffer } from './offer';
import { currencyFor, findPackage } from './packages';
import type { PaymentProvider } from './provider';
import { findPaymentOf, isUnsettled, lastPaidOrderOf, paymentViewOf, transactionsOf } from './read';
import { orderRejectionAnswer } from './rejection';
import { createPaymentStarter } from './start';
import { syncWithProvider } from './sync';

export interface PaymentRouteDeps {
  readonly provider: PaymentProvider;
  readonly log: (message: string, error: unknown) => void;
}

/** The last order can be repeated only while its package and method are still offered to the member. */
const repeatable = (order: LastOrder | null, offer: MemberOffer, catalogue: Catalogue): LastOrder | null =>
  order !== null && findPackage(catalogue, order.package_id)?.currency === offer.currency && offer.methods.includes(order.method) ? order : null;

/**
 * The offer with a typed code answers whether the code exists and is used: like GET /api/discountcode.php it
 * must not be a way to guess codes at speed, but the credits page loads it too, so it allows more.
 */
const offerLimits = [
  { max: 30, timeWindowMs: 60_000, per: 'session' },
  { max: 90, timeWindowMs: 60_000, per: 'address' },
] as const;

export const registerPaymentRoutes = (app: FastifyInstance, deps: PaymentRouteDeps): void => {
  const { provider, log } = deps;

  memberRoute(app, 'getCredits', async ({ viewer, query, now, db, site }) => {
    const { settings, catalogue } = await site();
    const offer = await offerFor(db, viewer.member, { settings, catalogue }, query.code ?? null, now, provider);
    if (offer.discount.kind === 'unknown') return fail(404, { error: 'discount_not_found', field: 'code' });
    if (offer.discount.kind === 'used') return fail(409, { error: 'discount_used', field: 'code' });
    const { discount } = offer.discount;
    return ok({
      packages: pricedPackages(catalogue, offer.currency, discount),
      methods: [...offer.methods],
      discount,
      first_purchase: !viewer.member.paid_user,
      refund_days: settings.refund_days,
      last_order: repeatable(await lastPaidOrderOf(db, viewer.member.id), offer, catalogue),
    });
  }, { rateLimit: offerLimits });

  // The visitor's country from GeoIP (or their language), unless `country` names one: no discount applies.
  route(app, 'getPrices', async ({ query, request, site }) => {
    const { settings, catalogue } = await site();
    const country = query.country ?? visitorCountry(request);
    return ok({ packages: pricedPackages(catalogue, currencyFor(settings, country), null), methods: [...methodsFor(country, provider)], refund_days: settings.refund_days });
  });

  // Keyed, with the key claimed outside the work: the provider is called between our transactions. It answers
  // whether a typed code exists and is used, so it is limited as GET /api/discountcode.php is: not a code oracle.
  memberRoute(app, 'startPayment', async ({ viewer, body, now, request, transaction, site }) => {
    const { domain } = await site();
    const start = createPaymentStarter({ transaction, provider, log });
    const started = await start({
      memberId: viewer.member.id, domain, packageId: body.package_id, method: body.method, code: body.code ?? null, mandateId: null,
      ...(body.amount === undefined ? {} : { shownAmount: body.amount }), origin: originOf(request), at: now,
    });
    return started.ok ? ok({ payment_id: started.paymentId, checkout_url: started.checkoutUrl }) : orderRejectionAnswer(started.error);
  }, { callsRemoteService: true, rateLimit: discountCheckLimits });

  // A payment not settled yet is asked of its provider first: the payer may be back before the webhook came.
  memberRoute(app, 'getPayment', async ({ viewer, query, now, db, transaction, deps: { clock } }) => {
    const row = await findPaymentOf(db, viewer.member.id, query.id);
    if (row === undefined) return fail(404, { error: 'not_found' });
    if (!isUnsettled(row) || row.provider !== provider.name) return ok(paymentViewOf(row, now));
    try {
      if (!(await syncWithProvider({ transaction, provider, clock }, row.payment_id, row.provider_id))) return ok(paymentViewOf(row, now));
    } catch (error) {
      log(`payment ${row.payment_id} could not be asked of its provider`, error);
      return ok(paymentViewOf(row, now));
    }
    const updated = await findPaymentOf(db, viewer.member.id, query.id);
    return updated === undefined ? fail(404, { error: 'not_found' }) : ok(paymentViewOf(updated, now));
  });

  memberRoute(app, 'getTransactions', async ({ viewer, now, db }) => ok({ transactions: await transactionsOf(db, viewer.member.id, now) }));
};
