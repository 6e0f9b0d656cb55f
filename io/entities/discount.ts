import * as t from 'io-ts';
import { Id, IsoDateTime } from '../codec/primitives';
import { PaymentMethod } from './payment-method';

export const DiscountStatus = t.keyof({ active: null, used: null, inactive: null });

export const DiscountCode = t.type({
  code: t.string,
  country: t.union([t.string, t.null]),
  user_id: t.union([Id, t.null]),
  expires: t.union([IsoDateTime, t.null]),
  value_percentage: t.number,
  currency: t.string,
  minimum_order_value: t.number,
  status: DiscountStatus,
  // 'once' per member, or 'unlimited'.
  validity: t.keyof({ once: null, unlimited: null }),
  expired: t.boolean,
  paymentmethods: t.array(PaymentMethod),
});
export type DiscountCode = t.TypeOf<typeof DiscountCode>;
