import * as t from 'io-ts';
import { closed, closedPartial } from '../codec/closed';
import { boundedString, CountryCode, Id, IsoDateTime, NonNegativeInt } from '../codec/primitives';
import { DiscountCode } from './discount';
import { PaymentMethod } from './payment-method';


/**
 * Spec §4: a payment is open (created, the payer not back yet), pending ('being processed': a transfer or a
 * direct debit still to be collected), paid (credits added), or failed, canceled or expired (retry with
 * another method). A paid payment may later be refunded.
 */
export const PaymentStatus = t.keyof({ open: null, pending: null, paid: null, failed: null, canceled: null, expired: null, refunded: null });
export type PaymentStatus = t.TypeOf<typeof PaymentStatus>;

/** Amounts are in minor units of the currency (cents), as every payment provider counts them. */
export const CreditPackage = t.type({
  id: boundedString(40, 1),
  credits: Id,
  amount: NonNegativeInt,
  /** What the member pays with the offer's discount; equal to amount without one. */
  discounted_amount: NonNegativeInt,
  currency: boundedString(3, 3),
  /** The package the site recommends (shown as the most chosen). */
  popular: t.boolean,
});
export type CreditPackage = t.TypeOf<typeof CreditPackage>;

/** The last package a member bought and how: /credits/repeat-order buys it again in one step. */
export const LastOrder = t.type({ package_id: boundedString(40, 1), method: PaymentMethod });
export type LastOrder = t.TypeOf<typeof LastOrder>;

/** GET /api/credits.php: what the member can buy now, in the currency of their country. */
export const CreditsOffer = t.type({
  packages: t.array(CreditPackage),
  /** The methods offered in the member's country, in the order shown. */
  methods: t.array(PaymentMethod),
  /** The discount the prices include: the time bonus, else the welcome code, else the code asked for; or none. */
  discount: t.union([DiscountCode, t.null]),
  /** Not premium yet: this purchase makes the member premium (spec §1). */
  first_purchase: t.boolean,
  /** The refund window (spec §9 refund_days). */
  refund_days: NonNegativeInt,
  last_order: t.union([LastOrder, t.null]),
});
export type CreditsOffer = t.TypeOf<typeof CreditsOffer>;

/** GET /api/prices.php: the price list a visitor sees on /pricing, in the currency of their country (or the one asked for). */
export const PriceList = t.type({
  packages: t.array(CreditPackage),
  methods: t.array(PaymentMethod),
  refund_days: NonNegativeInt,
});
export type PriceList = t.TypeOf<typeof PriceList>;

export const PricesQuery = closedPartial({}, { country: CountryCode }, 'PricesQuery');

export const CreditsQuery = closedPartial({}, { code: boundedString(40, 1) }, 'CreditsQuery');

/**
 * The member's request for the credits at once and acknowledgement that the right of withdrawal ends when
 * a credit of the purchase is used (EU Directive 2011/83, art. 16(m)): asked at every purchase, beside
 * the button that pays; the return policy describes it.
 */
export const WithdrawalWaiver = t.literal(true);

/**
 * `amount`: the price the member was shown (minor units, after the discount), so that a price changed since
 * their page loaded is refused (409 price_changed) rather than charged; optional for clients without it.
 */
export const StartPaymentRequest = closedPartial(
  { package_id: boundedString(40, 1), method: PaymentMethod, withdrawal_waiver: WithdrawalWaiver },
  { code: boundedString(40, 1), amount: NonNegativeInt },
  'StartPaymentRequest',
);
export type StartPaymentRequest = t.TypeOf<typeof StartPaymentRequest>;

/** A payment begun: the browser goes to `checkout_url` (the provider's page, or the result page for a direct debit). */
export const StartedPayment = t.type({ payment_id: boundedString(64, 1), checkout_url: boundedString(2000, 1) });
export type StartedPayment = t.TypeOf<typeof StartedPayment>;

export const PaymentQuery = closed({ id: boundedString(64, 1) }, 'PaymentQuery');

/** One payment as its member sees it (/transactions/{id}, and each line of /transactions). */
export const PaymentView = t.type({
  payment_id: boundedString(64, 1),
  status: PaymentStatus,
  package_id: boundedString(40, 1),
  credits: Id,
  /** What was charged, after any discount. */
  amount: NonNegativeInt,
  currency: boundedString(3, 3),
  method: PaymentMethod,
  discount_code: t.union([t.string, t.null]),
  created_at: IsoDateTime,
  paid_at: t.union([IsoDateTime, t.null]),
  /** Until when the payment may still be refunded (paid_at + refund_days); null when not paid or past that. */
  refundable_until: t.union([IsoDateTime, t.null]),
});
export type PaymentView = t.TypeOf<typeof PaymentView>;

export const Transactions = t.type({ transactions: t.array(PaymentView) });
export type Transactions = t.TypeOf<typeof Transactions>;

/**
 * Spec §3 direct-debit form, first step: the mandate; an SMS code then confirms it. Consent must be given.
 * `code`: the discount code applied on /credits, so the debit is the amount the member was shown; `amount`: that
 * amount (minor units), refused with 409 price_changed when the site's prices changed since the form loaded.
 */
export const DirectDebitRequest = closedPartial(
  {
    package_id: boundedString(40, 1),
    account_holder: boundedString(100, 2),
    iban: boundedString(42, 15),
    street: boundedString(100, 1),
    house_number: boundedString(10, 1),
    zip: boundedString(10, 3),
    city: boundedString(100, 1),
    phone: boundedString(20, 6),
    consent: t.literal(true),
    withdrawal_waiver: WithdrawalWaiver,
  },
  { code: boundedString(40, 1), amount: NonNegativeInt },
  'DirectDebitRequest',
);
export type DirectDebitRequest = t.TypeOf<typeof DirectDebitRequest>;

/** The mandate waits for its SMS code; `phone_hint` is the number's last digits, to say where it went. */
export const DirectDebitStarted = t.type({ mandate_id: boundedString(64, 1), phone_hint: boundedString(4, 2) });
export type DirectDebitStarted = t.TypeOf<typeof DirectDebitStarted>;

export const DirectDebitConfirmation = closed({ mandate_id: boundedString(64, 1), sms_code: boundedString(8, 4) }, 'DirectDebitConfirmation');
export type DirectDebitConfirmation = t.TypeOf<typeof DirectDebitConfirmation>;
