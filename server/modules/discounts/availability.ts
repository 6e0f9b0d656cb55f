import type { DiscountCode } from '../../../io/entities/discount';
import type { DiscountRule } from '../../../io/entities/site-catalogue';
import { allPaymentMethods, normalizeCode, welcomeRule } from './catalogue';
import { hasRedeemed, type DiscountsState } from './events';

/** What the discount rules need to know of a member. */
export interface DiscountMember {
  readonly id: number;
  readonly paidUser: boolean;
  readonly signupDate: Date;
  readonly country: string;
  /** The currency of the member's country (minimum order values are in it). */
  readonly currency: string;
}

/** Whether a member may use a code now: usable (as the API shows it), unknown to them, or used before. */
export type Availability =
  | { readonly kind: 'usable'; readonly discount: DiscountCode }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'used' };

const unknown: Availability = { kind: 'unknown' };
const used: Availability = { kind: 'used' };

/** Spec §4/§9: TIMEBONUS25 for an unpaid member, from signup until 14400 s later, once. */
export const welcomeDiscountFor = (member: DiscountMember, state: DiscountsState, now: Date): Availability => {
  if (hasRedeemed(state, welcomeRule.code)) return used;
  const expires = new Date(member.signupDate.getTime() + welcomeRule.windowSeconds * 1000);
  if (member.paidUser || now.getTime() >= expires.getTime()) return unknown;
  return {
    kind: 'usable',
    discount: {
      code: welcomeRule.code, country: null, user_id: member.id, expires: expires.toISOString(), value_percentage: welcomeRule.percentage,
      currency: member.currency, minimum_order_value: 0, status: 'active', validity: 'once', expired: false, paymentmethods: [...allPaymentMethods],
    },
  };
};

const isOpen = (code: DiscountRule, member: DiscountMember, now: Date): boolean =>
  code.active && (code.country === null || code.country === member.country) && (code.expires === null || now.getTime() < Date.parse(code.expires));

const configuredDiscountFor = (code: DiscountRule, member: DiscountMember, state: DiscountsState, now: Date): Availability => {
  if (code.validity === 'once' && hasRedeemed(state, code.code)) return used;
  if (!isOpen(code, member, now)) return unknown;
  return {
    kind: 'usable',
    discount: {
      code: code.code, country: code.country, user_id: null, expires: code.expires, value_percentage: code.percentage, currency: member.currency,
      minimum_order_value: code.minimumOrderValue, status: 'active', validity: code.validity, expired: false, paymentmethods: [...code.paymentMethods],
    },
  };
};

/** The member's own stay code (issued on the way out): usable once, until it expires. */
export const stayDiscountFor = (member: DiscountMember, state: DiscountsState, now: Date): Availability => {
  const { stay } = state;
  if (stay === null) return unknown;
  if (hasRedeemed(state, stay.code)) return used;
  if (now.getTime() >= Date.parse(stay.expiresAt)) return unknown;
  return {
    kind: 'usable',
    discount: {
      code: stay.code, country: null, user_id: member.id, expires: stay.expiresAt, value_percentage: stay.percentage, currency: member.currency,
      minimum_order_value: 0, status: 'active', validity: 'once', expired: false, paymentmethods: [...allPaymentMethods],
    },
  };
};

/**
 * Whether `typed` is a code this member can use now. A code they may not use (expired, inactive, another
 * country, the welcome bonus of a paid member) is unknown to them; a once-code they redeemed is used. `siteCodes`:
 * the codes of the member's site.
 */
export const discountFor = (
  typed: string,
  member: DiscountMember,
  state: DiscountsState,
  now: Date,
  siteCodes: ReadonlyArray<DiscountRule>,
): Availability => {
  const code = normalizeCode(typed);
  if (code === welcomeRule.code) return welcomeDiscountFor(member, state, now);
  if (code === state.stay?.code) return stayDiscountFor(member, state, now);
  const configured = siteCodes.find((candidate) => candidate.code === code);
  return configured === undefined ? unknown : configuredDiscountFor(configured, member, state, now);
};
