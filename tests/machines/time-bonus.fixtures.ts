import type { DiscountCode } from '../../io/entities/discount';
import type { User } from '../../io/entities/user';
import { aUser } from '../support/fixtures';

/** The signup instant of the fixtures' members, and a time `seconds` after it. */
export const signup = Date.parse('2026-11-22T09:00:00.000Z');
export const at = (seconds: number): number => signup + seconds * 1000;

/** A member who signed up at `signup`: unpaid with 0 credits unless overridden. */
export const newMember = (overrides: Partial<User> = {}): User =>
  aUser({ id: 1, credits: 0, paid_user: false, signup_date: new Date(signup).toISOString(), ...overrides });

/** What GET /api/discountcode.php?welcome=true answers for that member. */
export const welcomeCode: DiscountCode = {
  code: 'TIMEBONUS25',
  country: null,
  user_id: 1,
  expires: new Date(at(14_400)).toISOString(),
  value_percentage: 25,
  currency: 'EUR',
  minimum_order_value: 0,
  status: 'active',
  validity: 'once',
  expired: false,
  paymentmethods: [],
};
