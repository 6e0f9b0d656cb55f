import type { Queryable } from '../db/database';
import { runAccountCommand } from '../modules/accounts/commands';
import { applyProviderAnswer, runPaymentCommand } from '../modules/payments/commands';
import { findPackage } from '../modules/payments/packages';
import { startingCatalogue } from '../modules/sites/starting-catalogue';
import { insertTestPayment } from '../modules/payments/test-provider/store';
import { rendezvous } from './sites';

const paymentId = 'demo-payment-1';
const providerId = 'tst_demo_payment_1';
const minuteMs = 60_000;

/**
 * The premium login's purchase, made as a member would: the 10-credit package for EUR 14.99 with iDEAL on the
 * test provider (its record too, so the payment can be refunded in the demo), paid two minutes after it began.
 * The first purchase made the member premium.
 */
export const seedDemoPurchase = async (tx: Queryable, memberId: number, at: Date): Promise<void> => {
  const pkg = findPackage(startingCatalogue, 'eur-10');
  if (pkg === undefined) throw new Error('the demo package eur-10 is not in the catalogue');
  await runPaymentCommand(tx, paymentId, {
    type: 'StartPayment',
    data: {
      paymentId, memberId, site: rendezvous.domain, packageId: pkg.id, credits: pkg.credits, amount: pkg.amount, currency: pkg.currency, method: 'ideal',
      discountCode: null, discountPercentage: null, provider: 'test', mandateId: null, refundDays: rendezvous.refund_days, at,
    },
  });
  const paidAt = new Date(at.getTime() + 2 * minuteMs);
  await insertTestPayment(tx, {
    id: providerId, payment_id: paymentId, amount: pkg.amount, currency: pkg.currency, description: `${rendezvous.name}: ${String(pkg.credits)} credits`,
    method: 'ideal', redirect_url: `http://localhost:3000/transactions/${paymentId}`, webhook_url: 'http://localhost:3000/api/payment-webhook.php',
    mandate_id: null, status: 'paid', amount_refunded: 0, created_at: at,
  });
  await runPaymentCommand(tx, paymentId, { type: 'RecordProviderPayment', data: { providerId, at } });
  await applyProviderAnswer(tx, paymentId, { status: 'paid', amountRefunded: 0 }, paidAt);
};

/** What the premium login paid for with its credits: the gift it sent (a chat's message). */
export const chargeDemoGift = async (tx: Queryable, memberId: number, gift: { conversationId: number; messageId: number; credits: number; at: Date }) => {
  const spent = await runAccountCommand(tx, memberId, {
    type: 'SpendCredits',
    data: { credits: gift.credits, purpose: { kind: 'gift', conversationId: gift.conversationId, messageId: gift.messageId }, at: gift.at },
  });
  if (spent.kind === 'rejected') throw new Error(`the demo gift was not charged: ${JSON.stringify(spent.reason)}`);
};
