import type { PaymentMethod } from '../../../io/entities/payment-method';

/**
 * The payment methods offered per country, in the order shown (configuration in code until a later issue
 * moves it to the site settings). Spec §9 names the methods; which country gets which follows where each
 * scheme works: iDEAL in the Netherlands, Bancontact in Belgium, EPS in Austria, BLIK in Poland, Giropay
 * and Sofort in German-speaking countries, SEPA direct debit where the site collects it.
 */
const byCountry: Readonly<Record<string, ReadonlyArray<PaymentMethod>>> = {
  NL: ['ideal', 'creditcard', 'paypal', 'applepay', 'directdebit', 'transfer'],
  BE: ['bancontact', 'creditcard', 'paypal', 'applepay', 'transfer'],
  DE: ['creditcard', 'paypal', 'sofort', 'giropay', 'directdebit', 'applepay', 'transfer'],
  AT: ['eps', 'creditcard', 'paypal', 'sofort', 'transfer'],
  PL: ['blik', 'creditcard', 'paypal', 'transfer'],
};

const elsewhere: ReadonlyArray<PaymentMethod> = ['creditcard', 'paypal', 'applepay', 'transfer'];

/**
 * The methods a member (or visitor) of `country` may pay with; null (unknown) gets those offered everywhere.
 * Direct debit only when the provider can collect from a mandate confirmed here (PaymentProvider.supportsMandates).
 */
export const methodsFor = (country: string | null, provider: { readonly supportsMandates: boolean }): ReadonlyArray<PaymentMethod> => {
  const methods = (country === null ? undefined : byCountry[country]) ?? elsewhere;
  return provider.supportsMandates ? methods : methods.filter((method) => method !== 'directdebit');
};
