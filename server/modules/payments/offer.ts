import type { DiscountCode } from '../../../io/entities/discount';
import type { CreditPackage } from '../../../io/entities/payment';
import type { PaymentMethod } from '../../../io/entities/payment-method';
import type { Settings } from '../../../io/entities/settings';
import type { Catalogue } from '../../../io/entities/site-catalogue';
import type { Queryable } from '../../db/database';
import { aggregateStream } from '../../events/event-store';
import { discountsAggregate, discountsStreamId } from '../discounts/events';
import { discountMemberOf } from '../discounts/member';
import type { MemberRow } from '../members/member-row';
import { activeDiscount, discountedAmount, type ActiveDiscount } from './discount';
import { methodsFor } from './methods';
import { codesHeldByOpenPayments } from './read';
import { currencyFor, packagesIn, type Currency } from './packages';

/** What a member may buy now: in which currency, with which methods, at which discount. */
export interface MemberOffer {
  readonly currency: Currency;
  readonly methods: ReadonlyArray<PaymentMethod>;
  readonly discount: ActiveDiscount;
}

/**
 * The offer for `member` on a site, with the code they typed (null: none). One rule for the offer shown and the
 * payment begun. A once-usable code (TIMEBONUS25, STAYWITHUS) that one of the member's payments under way
 * carries counts as used here, as if that payment had redeemed it already: two payments begun with it cannot
 * both be paid at its price. It is free again once that payment failed, was canceled or expired.
 */
export const offerFor = async (
  q: Queryable,
  member: MemberRow,
  site: { readonly settings: Settings; readonly catalogue: Catalogue },
  typed: string | null,
  now: Date,
  provider: { readonly supportsMandates: boolean },
): Promise<MemberOffer> => {
  const { settings, catalogue } = site;
  const currency = currencyFor(settings, member.country);
  const { state } = await aggregateStream(q, discountsStreamId(member.id), discountsAggregate);
  const held = await codesHeldByOpenPayments(q, member.id, now);
  // The discount is shown in the currency the packages are priced in (a CAD country pays in EUR).
  const discount = activeDiscount({ ...discountMemberOf(member, settings), currency }, { ...state, redemptions: [...state.redemptions, ...held] }, typed, now, catalogue.codes);
  return { currency, methods: methodsFor(member.country, provider), discount };
};

/** A currency's packages on a site as the API shows them, with what each costs after `discount`. */
export const pricedPackages = (catalogue: Catalogue, currency: Currency, discount: DiscountCode | null): CreditPackage[] =>
  packagesIn(catalogue, currency).map((pkg) => ({
    id: pkg.id,
    credits: pkg.credits,
    amount: pkg.amount,
    discounted_amount: discountedAmount(pkg.amount, discount),
    currency: pkg.currency,
    popular: pkg.popular,
  }));
