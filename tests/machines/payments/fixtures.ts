import type { CreditPackage, CreditsOffer, PaymentView } from '../../../io/entities/payment';

export const pack = (id: string, credits: number, amount: number, popular = false): CreditPackage => ({
  id, credits, amount, discounted_amount: amount, currency: 'EUR', popular,
});

export const offer: CreditsOffer = {
  packages: [pack('eur-10', 10, 995), pack('eur-25', 25, 1995, true), pack('eur-60', 60, 3995)],
  methods: ['ideal', 'creditcard', 'directdebit'],
  discount: null,
  first_purchase: true,
  refund_days: 14,
  last_order: null,
};

export const payment = (status: PaymentView['status']): PaymentView => ({
  payment_id: 'pay-1', status, package_id: 'eur-25', credits: 25, amount: 1995, currency: 'EUR', method: 'ideal', discount_code: null,
  created_at: '2026-11-26T10:00:00.000Z', paid_at: status === 'paid' ? '2026-11-26T10:01:00.000Z' : null,
  refundable_until: status === 'paid' ? '2026-12-10T10:01:00.000Z' : null,
});

export const httpError = (status: number, error: string, field?: string) => ({
  kind: 'http', status, body: field === undefined ? { error } : { error, field },
});
