import { PaymentMethod as MollieMethod } from '@mollie/api-client';
import type { PaymentMethod } from '../../../io/entities/payment-method';

/**
 * Our method names as Mollie's API spells them ('transfer' is Mollie's 'banktransfer').
 *
 * Giropay and Sofort are retired: giropay's operator ended the scheme in June 2024 and Klarna ended Sofort, and
 * Mollie's client lists both as HistoricPaymentMethod, outside the methods a new payment may name. For them the
 * adapter names no method, so Mollie's checkout shows the payer the methods the website profile has active (for a
 * German or Austrian payer typically Klarna, PayPal, cards, EPS or a bank transfer) instead of failing the order.
 * A site that wants a clean list should stop offering the two when it runs on Mollie.
 */
export const mollieMethodOf: Readonly<Record<PaymentMethod, MollieMethod | null>> = {
  directdebit: MollieMethod.directdebit,
  transfer: MollieMethod.banktransfer,
  creditcard: MollieMethod.creditcard,
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  paypal: MollieMethod.paypal,
  applepay: MollieMethod.applepay,
  blik: MollieMethod.blik,
  eps: MollieMethod.eps,
  giropay: null,
  sofort: null,
};
