import * as t from 'io-ts';
import { boundedString, NonNegativeInt } from '../codec/primitives';

export const PaymentMethod = t.keyof({
  directdebit: null, transfer: null, creditcard: null, ideal: null, bancontact: null, paypal: null,
  applepay: null, blik: null, giropay: null, eps: null, sofort: null,
});
export type PaymentMethod = t.TypeOf<typeof PaymentMethod>;

export const Payment = t.type({ payment_id: t.string, credits: NonNegativeInt });
export type Payment = t.TypeOf<typeof Payment>;

/** Direct debit with an SMS code step; consent must be given. */
export const DirectDebitForm = t.type({
  account_holder: boundedString(100, 2),
  iban: boundedString(34, 15),
  street: boundedString(100, 1),
  house_number: boundedString(10, 1),
  zip: boundedString(10, 3),
  city: boundedString(100, 1),
  phone: boundedString(20, 6),
  sms_code: boundedString(8),
  consent: t.literal(true),
});
export type DirectDebitForm = t.TypeOf<typeof DirectDebitForm>;
