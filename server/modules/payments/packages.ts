import type { Catalogue, Currency, PriceList } from '../../../io/entities/site-catalogue';
import { currencies } from '../../../io/entities/site-catalogue';
import type { Settings } from '../../../io/entities/settings';

export type { Currency } from '../../../io/entities/site-catalogue';
export { currencies } from '../../../io/entities/site-catalogue';

/** A credit package as the payment code knows it, in one currency. Amounts in minor units. */
export interface Package {
  /** `<currency>-<credits>`, e.g. 'eur-60': the id the browser sends back. */
  readonly id: string;
  readonly credits: number;
  readonly amount: number;
  readonly currency: Currency;
  readonly popular: boolean;
}

const sizes = [10, 25, 60, 120] as const;
const popularSize = 60;
const startingPrices: Readonly<Record<Currency, readonly [number, number, number, number]>> = {
  EUR: [1499, 2999, 5999, 9999],
  GBP: [1299, 2599, 4999, 8499],
  USD: [1599, 3299, 6499, 10999],
  CHF: [1499, 2999, 5999, 9999],
  PLN: [6499, 12999, 25999, 42999],
  DKK: [10999, 21999, 44999, 74999],
  SEK: [16999, 33999, 64999, 109999],
  NOK: [16999, 33999, 64999, 109999],
};

/**
 * The packages a site sells until its admin publishes others from the console (issue 14): four per currency,
 * the price per credit falling with the size, the 60-credit package the recommended one.
 */
export const startingPackages = Object.fromEntries(
  currencies.map((currency) => [currency, sizes.map((credits, i): PriceList[number] => ({ credits, amount: startingPrices[currency][i] ?? 0, popular: credits === popularSize }))]),
) as Catalogue['packages'];

/** The currency packages are priced in when a country's currency has none (CAD, AUD, NZD). */
const fallbackCurrency: Currency = 'EUR';

const isCurrency = (value: string): value is Currency => currencies.some((currency) => currency === value);

export const packageId = (currency: Currency, credits: number): string => `${currency.toLowerCase()}-${String(credits)}`;

/** A currency's packages on a site, smallest first. */
export const packagesIn = (catalogue: Catalogue, currency: Currency): ReadonlyArray<Package> =>
  catalogue.packages[currency].map(({ credits, amount, popular }) => ({ id: packageId(currency, credits), credits, amount, currency, popular }));

/** A package of the site by the id the browser sent ('eur-60'), whatever the currency. */
export const findPackage = (catalogue: Catalogue, id: string): Package | undefined =>
  currencies.flatMap((currency) => packagesIn(catalogue, currency)).find((pkg) => pkg.id === id);

/**
 * The currency a member of `country` pays in on this site: that of the site's minimum message cost for the
 * country (spec §3 settings.minimum_message_costs), EUR when the country is not listed or its currency has
 * no packages. An unknown country (a visitor without GeoIP) pays in EUR.
 */
export const currencyFor = (settings: Settings, country: string | null): Currency => {
  const currency = country === null ? undefined : settings.minimum_message_costs[country]?.currency;
  return currency !== undefined && isCurrency(currency) ? currency : fallbackCurrency;
};
