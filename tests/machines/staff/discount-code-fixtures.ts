import type { AdminCatalogue, AdminCode } from '../../../io/entities/catalogue-admin';
import { currencies, type Currency, type DiscountRule, type PriceList } from '../../../io/entities/site-catalogue';

/** When the fixtures' catalogues were read: FLIRT10 runs, OLD5 has ended. */
export const readAt = '2026-11-26T10:00:00.000Z';

export const aRule = (code: string, rule: Partial<DiscountRule> = {}): DiscountRule => ({
  code, percentage: 10, validity: 'unlimited', country: null, minimumOrderValue: 0, expires: null, active: true, paymentMethods: ['ideal', 'creditcard'], ...rule,
});

const twoPackages: PriceList = [{ credits: 10, amount: 1499, popular: false }, { credits: 25, amount: 2999, popular: true }];

/** A site selling two packages in every currency, its members paying EUR in NL and BE and GBP in GB, with four codes. */
export const anAdminCatalogue = (domain = 'localhost', configuredAt = '2026-11-26T09:00:00.000Z'): AdminCatalogue => {
  const codes: AdminCode[] = [
    { rule: aRule('FLIRT10', { country: 'NL', minimumOrderValue: 10, expires: '2027-12-31T23:00:00.000Z' }), paidPayments: 3, revenue: [{ currency: 'EUR', amount: 4047 }] },
    { rule: aRule('STAYWITHUS', { percentage: 25, validity: 'once' }), paidPayments: 0, revenue: [] },
    { rule: aRule('OLD5', { percentage: 5, expires: '2026-01-01T00:00:00.000Z' }), paidPayments: 1, revenue: [{ currency: 'GBP', amount: 1424 }] },
    { rule: aRule('PAUSED', { active: false }), paidPayments: 0, revenue: [] },
  ];
  return {
    domain,
    configuredAt,
    catalogue: { packages: Object.fromEntries(currencies.map((currency) => [currency, twoPackages])) as Record<Currency, PriceList>, codes: codes.map((code) => code.rule) },
    countryCurrencies: { NL: 'EUR', BE: 'EUR', GB: 'GBP' },
    codes,
  };
};
