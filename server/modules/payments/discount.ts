import type { DiscountCode } from '../../../io/entities/discount';
import type { PaymentMethod } from '../../../io/entities/payment-method';
import type { DiscountRule } from '../../../io/entities/site-catalogue';
import { discountFor, welcomeDiscountFor, type DiscountMember } from '../discounts/availability';
import type { DiscountsState } from '../discounts/events';

/** The discount an offer or a payment applies, or why the code the member typed cannot be used. */
export type ActiveDiscount =
  | { readonly kind: 'applied'; readonly discount: DiscountCode | null }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'used' };

/**
 * Spec §4: the active discount is the time bonus (TIMEBONUS25) while it runs, else the code the member
 * typed. A typed code is always checked, so an unknown or used one is said to be so even while the time
 * bonus applies instead.
 */
export const activeDiscount = (
  member: DiscountMember,
  state: DiscountsState,
  typed: string | null,
  now: Date,
  siteCodes: ReadonlyArray<DiscountRule>,
): ActiveDiscount => {
  const checked = typed === null ? null : discountFor(typed, member, state, now, siteCodes);
  if (checked !== null && checked.kind !== 'usable') return checked;
  const welcome = welcomeDiscountFor(member, state, now);
  if (welcome.kind === 'usable') return { kind: 'applied', discount: welcome.discount };
  return { kind: 'applied', discount: checked?.discount ?? null };
};

/**
 * What a package costs with `discount`, in minor units, rounded to the nearest. A code's minimum order value
 * is in whole units of the currency (FLIRT10: 10 euro): a smaller package gets no discount.
 */
export const discountedAmount = (amount: number, discount: DiscountCode | null): number =>
  discount === null || amount < discount.minimum_order_value * 100 ? amount : Math.round((amount * (100 - discount.value_percentage)) / 100);

/** Whether a code may be used with `method` (a code may be limited to some methods). */
export const allowsMethod = (discount: DiscountCode, method: PaymentMethod): boolean => discount.paymentmethods.includes(method);
