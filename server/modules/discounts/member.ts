import type { Settings } from '../../../io/entities/settings';
import type { MemberRow } from '../members/member-row';
import type { DiscountMember } from './availability';

/** The discount facts of a member row; the currency is that of the member's country on the site (EUR when unlisted). */
export const discountMemberOf = (row: MemberRow, settings: Settings): DiscountMember => ({
  id: row.id,
  paidUser: row.paid_user,
  signupDate: row.signup_date,
  country: row.country,
  currency: settings.minimum_message_costs[row.country]?.currency ?? 'EUR',
});
