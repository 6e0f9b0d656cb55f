import * as t from 'io-ts';

/** Spec §9: the payment methods; a site offers those of the member's country (server/modules/payments/methods.ts). */
export const PaymentMethod = t.keyof({
  directdebit: null, transfer: null, creditcard: null, ideal: null, bancontact: null, paypal: null,
  applepay: null, blik: null, giropay: null, eps: null, sofort: null,
});
export type PaymentMethod = t.TypeOf<typeof PaymentMethod>;
