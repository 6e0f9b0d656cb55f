import * as t from 'io-ts';

/** Stable error codes the server answers with; the browser maps them to translated messages. */
export const ApiErrorCode = t.keyof({
  authentication_required: null,
  login_failed: null,
  account_locked: null,
  invalid_input: null,
  not_found: null,
  method_not_allowed: null,
  conflict: null,
  discount_not_found: null,
  discount_used: null,
  rate_limited: null,
  cross_site_request: null,
  invalid_image: null,
  photo_limit_reached: null,
  swipe_limit_reached: null,
  insufficient_credits: null,
  email_not_confirmed: null,
  conversation_limit_reached: null,
  payload_too_large: null,
  // Payments: a package or method the member's country does not have, a provider that did not answer or
  // refused to create the payment, and direct debit's limits and SMS code (spec §8). A discount code typed
  // for a purchase answers discount_not_found or discount_used, as the code check does. price_changed: the
  // price the member was shown is no longer the package's (the site's prices changed): nothing was charged.
  unknown_package: null,
  method_not_offered: null,
  price_changed: null,
  provider_unavailable: null,
  direct_debit_limit: null,
  direct_debit_blocked: null,
  sms_code_invalid: null,
  // Joining and leaving (issue 10): invite-only signup (spec §6), an address that has an account (spec §8),
  // a wrong current password, a mailed link expired, used or unknown, and an account deleted but not final.
  signup_closed: null,
  account_exists: null,
  email_taken: null,
  wrong_password: null,
  link_invalid: null,
  account_deleted: null,
  account_banned: null,
  server_error: null,
});
export type ApiErrorCode = t.TypeOf<typeof ApiErrorCode>;

/** Every 4xx/5xx body. `field` names the offending input field (dotted io-ts path) for invalid_input. */
export const ApiError = t.intersection([
  t.type({ error: ApiErrorCode }),
  t.partial({ field: t.string, minutes: t.number }),
]);
export type ApiError = t.TypeOf<typeof ApiError>;
