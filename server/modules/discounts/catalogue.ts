import { PaymentMethod } from '../../../io/entities/payment-method';
import { timeBonusCode, timeBonusPercentage, timeBonusWindowSeconds } from '../../../io/entities/time-bonus';

/** Every payment method: what a code that is not limited to some methods answers. */
export const allPaymentMethods: ReadonlyArray<PaymentMethod> = Object.keys(PaymentMethod.keys).filter(PaymentMethod.is);

/** Spec §9: the welcome time bonus. A rule on the member's signup, not a configured code. */
export const welcomeRule = {
  code: timeBonusCode,
  percentage: timeBonusPercentage,
  windowSeconds: timeBonusWindowSeconds,
} as const;

/** A discount code the business hands out. Percentages only; `once` codes are redeemable once per member. */
export interface ConfiguredCode {
  readonly code: string;
  readonly percentage: number;
  readonly validity: 'once' | 'unlimited';
  /** Only members of this country may use it; null: anyone. */
  readonly country: string | null;
  /** Smallest order (in the member's currency) the code applies to. */
  readonly minimumOrderValue: number;
  /** Unusable from this instant on; null: no end. */
  readonly expires: string | null;
  readonly active: boolean;
  readonly paymentMethods: ReadonlyArray<PaymentMethod>;
}

/**
 * The configured codes (configuration, not data: changing one is a deploy). Codes are matched upper case.
 * STAYWITHUS is the code the account-deletion screen offers as an alternative (spec §2).
 */
export const configuredCodes: ReadonlyArray<ConfiguredCode> = [
  {
    code: 'STAYWITHUS', percentage: 25, validity: 'once', country: null, minimumOrderValue: 0, expires: null, active: true,
    paymentMethods: allPaymentMethods,
  },
  {
    code: 'FLIRT10', percentage: 10, validity: 'unlimited', country: 'NL', minimumOrderValue: 10, expires: '2027-12-31T23:00:00.000Z',
    active: true, paymentMethods: ['ideal', 'creditcard', 'paypal'],
  },
];

/** What members type is matched without regard to case or surrounding spaces. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();
