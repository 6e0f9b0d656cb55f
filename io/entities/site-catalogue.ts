import * as t from 'io-ts';
import { closed } from '../codec/closed';
import { CountryCode, IsoDateTime } from '../codec/primitives';
import { PaymentMethod } from './payment-method';

/** The currencies credit packages are priced in (amounts in minor units: 100 to the unit in each of them). */
export const Currency = t.keyof({ EUR: null, GBP: null, USD: null, CHF: null, PLN: null, DKK: null, SEK: null, NOK: null }, 'Currency');
export type Currency = t.TypeOf<typeof Currency>;
export const currencies = Object.keys(Currency.keys).filter(Currency.is);

const IntBetween = (min: number, max: number, name: string) =>
  t.refinement(t.number, (n) => Number.isInteger(n) && n >= min && n <= max, name);

/** One credit package of a currency: so many credits for so many minor units; one package per currency is the recommended one. */
export const PackagePrice = closed({ credits: IntBetween(1, 10_000, 'PackageCredits'), amount: IntBetween(1, 10_000_000, 'Amount'), popular: t.boolean }, 'PackagePrice');
export type PackagePrice = t.TypeOf<typeof PackagePrice>;

/** At most this many packages per currency: the credits page shows them side by side. */
export const maxPackagesPerCurrency = 6;

/** A currency's packages, smallest first: 1–6, credits all different, exactly one recommended. */
export const PriceList = t.refinement(
  t.array(PackagePrice),
  (list) =>
    list.length >= 1 && list.length <= maxPackagesPerCurrency && new Set(list.map((pkg) => pkg.credits)).size === list.length
    && list.filter((pkg) => pkg.popular).length === 1 && list.every((pkg, i) => i === 0 || (list[i - 1]?.credits ?? 0) < pkg.credits),
  'PriceList',
);
export type PriceList = t.TypeOf<typeof PriceList>;

/** Upper-case letters and digits (a dash between), as members type them from a mail or a banner. */
export const DiscountCodeName = t.refinement(t.string, (code) => /^[A-Z0-9](?:[A-Z0-9-]{1,22}[A-Z0-9])$/.test(code) && !code.startsWith('STAY-'), 'DiscountCodeName');

/**
 * A discount code the site hands out (spec §3 discount_code): a percentage off, `once` per member or
 * `unlimited`, for one country or any (null), from an order value (whole units of the member's currency),
 * until `expires` (null: no end), with some payment methods.
 */
export const DiscountRule = closed({
  code: DiscountCodeName,
  percentage: IntBetween(1, 90, 'Percentage'),
  validity: t.keyof({ once: null, unlimited: null }),
  country: t.union([CountryCode, t.null]),
  minimumOrderValue: IntBetween(0, 100_000, 'MinimumOrderValue'),
  expires: t.union([IsoDateTime, t.null]),
  active: t.boolean,
  paymentMethods: t.refinement(t.array(PaymentMethod), (list) => list.length > 0 && new Set(list).size === list.length, 'PaymentMethods'),
}, 'DiscountRule');
export type DiscountRule = t.TypeOf<typeof DiscountRule>;

/** What a site sells (issue 14): its packages per currency and its discount codes, each code once. */
export const Catalogue = t.type({
  packages: t.type(Object.fromEntries(currencies.map((currency) => [currency, PriceList])) as Record<Currency, typeof PriceList>),
  codes: t.refinement(t.array(DiscountRule), (codes) => new Set(codes.map((rule) => rule.code)).size === codes.length, 'DiscountRules'),
});
export type Catalogue = t.TypeOf<typeof Catalogue>;
