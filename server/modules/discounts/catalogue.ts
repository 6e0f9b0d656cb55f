import { PaymentMethod } from '../../../io/entities/payment-method';
import type { DiscountRule } from '../../../io/entities/site-catalogue';
import { timeBonusCode, timeBonusPercentage, timeBonusWindowSeconds } from '../../../io/entities/time-bonus';

/** Every payment method: what a code that is not limited to some methods answers. */
export const allPaymentMethods: ReadonlyArray<PaymentMethod> = Object.keys(PaymentMethod.keys).filter(PaymentMethod.is);

/** Spec §9: the welcome time bonus. A rule on the member's signup, not a configured code. */
export const welcomeRule = {
  code: timeBonusCode,
  percentage: timeBonusPercentage,
  windowSeconds: timeBonusWindowSeconds,
} as const;

/**
 * The codes a site hands out until its admin publishes others from the console (issue 14). Codes are matched
 * upper case. STAYWITHUS is the code the account-deletion screen offers as an alternative (spec §2).
 */
export const startingCodes: ReadonlyArray<DiscountRule> = [
  {
    code: 'STAYWITHUS', percentage: 25, validity: 'once', country: null, minimumOrderValue: 0, expires: null, active: true,
    paymentMethods: [...allPaymentMethods],
  },
  {
    code: 'FLIRT10', percentage: 10, validity: 'unlimited', country: 'NL', minimumOrderValue: 10, expires: '2027-12-31T23:00:00.000Z',
    active: true, paymentMethods: ['ideal', 'creditcard', 'paypal'],
  },
];

/** What members type is matched without regard to case or surrounding spaces. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();
