import type { Settings } from '../../../io/entities/settings';

/**
 * The credit packages (configuration in code until a later issue moves it to the site settings): four per
 * currency, the price per credit falling with the size, the 60-credit package the recommended one.
 * Amounts in minor units (cents, pence, øre, grosz, rappen: 100 to the unit in every currency here).
 */
export interface Package {
  /** `<currency>-<credits>`, e.g. 'eur-60': the id the browser sends back. */
  readonly id: string;
  readonly credits: number;
  readonly amount: number;
  readonly currency: Currency;
  readonly popular: boolean;
}

const sizes = [10, 25, 60, 120] as const;
type Size = (typeof sizes)[number];
const popularSize: Size = 60;

export const currencies = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'DKK', 'SEK', 'NOK'] as const;
export type Currency = (typeof currencies)[number];

const priceLists: Readonly<Record<Currency, Readonly<Record<Size, number>>>> = {
  EUR: { 10: 1499, 25: 2999, 60: 5999, 120: 9999 },
  GBP: { 10: 1299, 25: 2599, 60: 4999, 120: 8499 },
  USD: { 10: 1599, 25: 3299, 60: 6499, 120: 10999 },
  CHF: { 10: 1499, 25: 2999, 60: 5999, 120: 9999 },
  PLN: { 10: 6499, 25: 12999, 60: 25999, 120: 42999 },
  DKK: { 10: 10999, 25: 21999, 60: 44999, 120: 74999 },
  SEK: { 10: 16999, 25: 33999, 60: 64999, 120: 109999 },
  NOK: { 10: 16999, 25: 33999, 60: 64999, 120: 109999 },
};

/** The currency packages are priced in when a country's currency has none (CAD, AUD, NZD). */
const fallbackCurrency: Currency = 'EUR';

const isCurrency = (value: string): value is Currency => currencies.some((currency) => currency === value);

/** A currency's packages, smallest first. */
export const packagesIn = (currency: Currency): ReadonlyArray<Package> =>
  sizes.map((credits) => ({
    id: `${currency.toLowerCase()}-${String(credits)}`,
    credits,
    amount: priceLists[currency][credits],
    currency,
    popular: credits === popularSize,
  }));

/** Every package of every currency, by id. */
const byId = new Map(currencies.flatMap(packagesIn).map((pkg) => [pkg.id, pkg]));

export const findPackage = (id: string): Package | undefined => byId.get(id);

/**
 * The currency a member of `country` pays in on this site: that of the site's minimum message cost for the
 * country (spec §3 settings.minimum_message_costs), EUR when the country is not listed or its currency has
 * no packages. An unknown country (a visitor without GeoIP) pays in EUR.
 */
export const currencyFor = (settings: Settings, country: string | null): Currency => {
  const currency = country === null ? undefined : settings.minimum_message_costs[country]?.currency;
  return currency !== undefined && isCurrency(currency) ? currency : fallbackCurrency;
};
