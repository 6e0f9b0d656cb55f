import { describe, it } from 'vitest';
import { decide, type PaymentCommand } from '../../server/modules/payments/decide';
import { evolve, initialState, type PaymentEvent } from '../../server/modules/payments/events';
import { deciderSpec } from './support/decider';

const at = new Date('2026-11-22T10:00:00.000Z');
const later = (ms: number): Date => new Date(at.getTime() + ms);
const dayMs = 86_400_000;

describe('payment decider', () => {
  const spec = deciderSpec({ initialState, evolve }, decide);
  const begun = {
    paymentId: 'p1', memberId: 7, site: 'localhost', packageId: 'eur-60', credits: 60, amount: 4499, currency: 'EUR', method: 'ideal' as const,
    discountCode: 'TIMEBONUS25', discountPercentage: 25, provider: 'test' as const, mandateId: null, refundDays: 14,
  };
  const started: PaymentEvent = { type: 'PaymentStarted', data: { ...begun, startedAt: at.toISOString() } };
  const created: PaymentEvent = { type: 'PaymentCreatedAtProvider', data: { paymentId: 'p1', providerId: 'tr_1', createdAt: at.toISOString() } };
  const changed = (status: 'pending' | 'paid' | 'failed' | 'canceled' | 'expired', when = at): PaymentEvent => ({
    type: 'PaymentStatusChanged', data: { paymentId: 'p1', status, changedAt: when.toISOString() },
  });
  const refunded = (when: Date): PaymentEvent => ({ type: 'PaymentRefunded', data: { paymentId: 'p1', amount: 4499, refundedAt: when.toISOString() } });
  const provider = (status: 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired', amountRefunded = 0): PaymentCommand => ({
    type: 'ApplyProviderStatus', data: { status, amountRefunded, at },
  });

  it('takes a chargeback as a refund (marked chargeback): paid and charged back at once, or charged back after, or with a partial refund', () => {
    const chargedBack = (amountRefunded: number, amountChargedBack: number): PaymentCommand => ({
      type: 'ApplyProviderStatus', data: { status: 'paid', amountRefunded, amountChargedBack, at },
    });
    const charged: PaymentEvent = { type: 'PaymentRefunded', data: { paymentId: 'p1', amount: 4499, refundedAt: at.toISOString(), chargeback: true } };
    spec.given([started, created]).when(chargedBack(0, 4499)).then([changed('paid'), charged]);
    spec.given([started, created, changed('paid')]).when(chargedBack(0, 4499)).then([charged]);
    spec.given([started, created, changed('paid')]).when(chargedBack(1000, 3499)).then([charged]);
    // Part of it only: nothing yet; once taken back, never again.
    spec.given([started, created, changed('paid')]).when(chargedBack(0, 1000)).then([]);
    spec.given([started, created, changed('paid'), charged]).when(chargedBack(0, 4499)).then([]);
  });

  it('starts a payment once, open', () => {
    spec.given([]).when({ type: 'StartPayment', data: { ...begun, at } }).then([started]);
    spec.given([started]).when({ type: 'StartPayment', data: { ...begun, at } }).thenRejects('already_started');
  });

  it('records the provider id once; the same id again records nothing, another one is refused', () => {
    spec.given([started]).when({ type: 'RecordProviderPayment', data: { providerId: 'tr_1', at } }).then([created]);
    spec.given([started, created]).when({ type: 'RecordProviderPayment', data: { providerId: 'tr_1', at } }).then([]);
    spec.given([started, created]).when({ type: 'RecordProviderPayment', data: { providerId: 'tr_2', at } }).thenRejects('provider_id_mismatch');
    spec.given([]).when({ type: 'RecordProviderPayment', data: { providerId: 'tr_1', at } }).thenRejects('unknown_payment');
  });

  it('moves forward: open → pending → paid, open or pending → failed, canceled, expired', () => {
    spec.given([started, created]).when(provider('pending')).then([changed('pending')]);
    spec.given([started, created, changed('pending')]).when(provider('paid')).then([changed('paid')]);
    spec.given([started, created]).when(provider('paid')).then([changed('paid')]);
    for (const failure of ['failed', 'canceled', 'expired'] as const) {
      spec.given([started, created]).when(provider(failure)).then([changed(failure)]);
      spec.given([started, created, changed('pending')]).when(provider(failure)).then([changed(failure)]);
    }
  });

  it('records nothing for a status it already has or one behind it: a repeated or late webhook changes nothing', () => {
    spec.given([started, created]).when(provider('open')).then([]);
    spec.given([started, created, changed('pending')]).when(provider('pending')).then([]);
    spec.given([started, created, changed('pending')]).when(provider('open')).then([]);
    spec.given([started, created, changed('paid')]).when(provider('paid')).then([]);
    for (const behind of ['open', 'pending', 'failed', 'canceled', 'expired'] as const) spec.given([started, created, changed('paid')]).when(provider(behind)).then([]);
    // The first failure stays: a payment that failed does not expire too.
    spec.given([started, created, changed('failed')]).when(provider('expired')).then([]);
    spec.given([started, created, changed('canceled')]).when(provider('pending')).then([]);
  });

  it('takes paid after a failure: money the provider received is never ignored', () => {
    spec.given([started, created, changed('expired')]).when(provider('paid')).then([changed('paid')]);
  });

  it('records a refund the provider made when it has given back the whole amount, and nothing for a part', () => {
    spec.given([started, created, changed('paid')]).when(provider('paid', 4499)).then([refunded(at)]);
    spec.given([started, created]).when(provider('paid', 4499)).then([changed('paid'), refunded(at)]);
    spec.given([started, created, changed('paid')]).when(provider('paid', 1000)).then([]);
    spec.given([started, created, changed('paid'), refunded(at)]).when(provider('paid', 4499)).then([]);
    spec.given([started, created]).when(provider('failed', 4499)).then([changed('failed')]);
  });

  it('refunds a paid payment until refund_days after it was paid, once', () => {
    const paid = [started, created, changed('paid')];
    const last = later(14 * dayMs);
    spec.given(paid).when({ type: 'RefundPayment', data: { at: last } }).then([refunded(last)]);
    spec.given(paid).when({ type: 'RefundPayment', data: { at: later(14 * dayMs + 1) } }).thenRejects('refund_window_closed');
    spec.given([...paid, refunded(last)]).when({ type: 'RefundPayment', data: { at: last } }).thenRejects('already_refunded');
    spec.given([started, created]).when({ type: 'RefundPayment', data: { at } }).thenRejects('not_paid');
    spec.given([started, created, changed('failed')]).when({ type: 'RefundPayment', data: { at } }).thenRejects('not_paid');
    spec.given([]).when({ type: 'RefundPayment', data: { at } }).thenRejects('unknown_payment');
  });

  it('counts the refund window from when the payment was paid, not when it began', () => {
    const paidLate = [started, created, changed('paid', later(3 * dayMs))];
    spec.given(paidLate).when({ type: 'RefundPayment', data: { at: later(16 * dayMs) } }).then([refunded(later(16 * dayMs))]);
  });
});
