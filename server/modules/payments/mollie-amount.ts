/** Mollie's amount object: the currency and an exact decimal string, e.g. { currency: 'EUR', value: '10.00' }. */
export interface MollieAmount {
  readonly currency: string;
  readonly value: string;
}

/**
 * The currencies Mollie takes with two decimals (docs.mollie.com, Multicurrency). ISK and JPY are the two it takes
 * without decimals; they are left out on purpose: our amounts are in cents, and a yen "in cents" is a guess
 * that would charge a hundred times too much or too little. A currency not listed is refused, not assumed.
 */
const twoDecimalCurrencies: ReadonlySet<string> = new Set([
  'AED', 'AUD', 'BGN', 'BRL', 'CAD', 'CHF', 'CZK', 'DKK', 'EUR', 'GBP', 'HKD', 'HUF', 'ILS', 'MXN',
  'MYR', 'NOK', 'NZD', 'PHP', 'PLN', 'RON', 'RUB', 'SEK', 'SGD', 'THB', 'TWD', 'USD', 'ZAR',
]);

const checkCurrency = (currency: string): void => {
  if (!twoDecimalCurrencies.has(currency)) {
    throw new Error(`Mollie amounts in ${JSON.stringify(currency)} are not supported: only currencies with two decimals are`);
  }
};

/** Minor units (cents) to Mollie's string: 1000 EUR is '10.00', 5 is '0.05'. Built from digits, never through a float. */
export const toMollieAmount = (minor: number, currency: string): MollieAmount => {
  checkCurrency(currency);
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`Not an amount in minor units: ${String(minor)}`);
  const digits = String(minor).padStart(3, '0');
  return { currency, value: `${digits.slice(0, -2)}.${digits.slice(-2)}` };
};

const decimalValue = /^(\d+)\.(\d{2})$/;

/** Mollie's string back to minor units; anything but exactly two decimals (or beyond a safe integer) is refused. */
export const fromMollieAmount = (amount: MollieAmount): number => {
  checkCurrency(amount.currency);
  const match = decimalValue.exec(amount.value);
  const minor = match === null ? Number.NaN : Number(`${match[1] ?? ''}${match[2] ?? ''}`);
  if (!Number.isSafeInteger(minor)) {
    throw new Error(`Mollie sent an amount that is not ${amount.currency} with two decimals: ${JSON.stringify(amount.value)}`);
  }
  return minor;
};
