import type { Queryable } from '../../db/database';
import { findSite } from '../../http/site';
import { runAccountCommand } from '../accounts/commands';
import { runDiscountCommand } from '../discounts/commands';
import { handleCommand } from '../handle-command';
import { findMember } from '../members/find';
import { decide, type PaymentCommand } from './decide';
import { evolve, initialState, paymentAggregate, paymentStreamId, type PaymentEvent, type PaymentState } from './events';
import type { ProviderPayment } from './provider';

type Started = Exclude<PaymentState, { status: 'none' }>;

/** Runs a payment command on `payment-<paymentId>` in the caller's transaction: the decision, and the payment as it stands after it. */
export const runPaymentCommand = async (tx: Queryable, paymentId: string, command: PaymentCommand) => {
  let before: PaymentState = initialState();
  const decision = await handleCommand(tx, paymentAggregate, paymentStreamId(paymentId), (state) => {
    before = state;
    return decide(command, state);
  }, command.data.at);
  const state = decision.kind === 'accepted' ? decision.events.reduce(evolve, before) : before;
  return { decision, state };
};

/**
 * The code is used now that the payment is paid, not when it began: a failed payment leaves it usable. It is
 * judged now, before the purchase makes the member premium. If it can no longer be redeemed (another paid
 * payment used it meanwhile, the time bonus ran out or ended with another purchase), nothing is recorded and
 * the payment counts all the same, at the price it began with: the member paid.
 */
const redeemCode = async (tx: Queryable, payment: Started, code: string, at: Date): Promise<void> => {
  const member = await findMember(tx, payment.memberId);
  if (member === undefined) throw new Error(`payment ${payment.paymentId}: no member ${String(payment.memberId)}`);
  await runDiscountCommand(tx, {
    type: 'RedeemDiscount',
    data: {
      member: { id: member.id, paidUser: member.paid_user, signupDate: member.signup_date, country: member.country, currency: payment.currency },
      code, siteCodes: (await findSite(tx, [payment.site], payment.site)).catalogue.codes, paymentId: payment.paymentId, at,
    },
  });
};

/** A paid payment's credits (once per payment id; the first purchase makes the member premium), and its code redeemed. */
const creditPayment = async (tx: Queryable, payment: Started, at: Date): Promise<void> => {
  if (payment.discountCode !== null) await redeemCode(tx, payment, payment.discountCode, at);
  const credited = await runAccountCommand(tx, payment.memberId, { type: 'PurchaseCredits', data: { paymentId: payment.paymentId, credits: payment.credits, at } });
  if (credited.kind === 'rejected') throw new Error(`payment ${payment.paymentId}: the account refused its credits (${JSON.stringify(credited.reason)})`);
};

/**
 * A refunded payment's credits taken back, once, never below 0 (accounts/credits.ts refundCredits). A chargeback
 * is taken back as a refund is, under its own refund id (`chargeback-<paymentId>`), so support tells them apart.
 */
const takeBackCredits = async (tx: Queryable, payment: Started, at: Date, chargeback: boolean, credits: number): Promise<void> => {
  // A refund of a purchase whose credits were all used takes none back (the money is the return policy's share).
  if (credits === 0) return;
  const refunded = await runAccountCommand(tx, payment.memberId, {
    type: 'RefundCredits',
    data: { refundId: `${chargeback ? 'chargeback' : 'refund'}-${payment.paymentId}`, paymentId: payment.paymentId, credits, at },
  });
  if (refunded.kind === 'rejected') throw new Error(`payment ${payment.paymentId}: the account refused its refund (${JSON.stringify(refunded.reason)})`);
};

/** What a payment's new events change on the member's account, in the same transaction as the events. */
export const settle = async (tx: Queryable, payment: PaymentState, events: ReadonlyArray<PaymentEvent>, at: Date): Promise<void> => {
  if (payment.status === 'none') return;
  for (const event of events) {
    if (event.type === 'PaymentStatusChanged' && event.data.status === 'paid') await creditPayment(tx, payment, at);
    if (event.type === 'PaymentRefunded') await takeBackCredits(tx, payment, at, event.data.chargeback === true, event.data.credits ?? payment.credits);
  }
};

/**
 * Applies what the provider answered about a payment (after a webhook, on the payer's return, by
 * reconciliation): the payment moves forward, and becoming paid credits the member in the same transaction.
 * Answers whether anything changed.
 */
export const applyProviderAnswer = async (
  tx: Queryable,
  paymentId: string,
  answer: Pick<ProviderPayment, 'status' | 'amountRefunded'> & Partial<Pick<ProviderPayment, 'amountChargedBack'>>,
  at: Date,
) => {
  const { decision, state } = await runPaymentCommand(tx, paymentId, { type: 'ApplyProviderStatus', data: { ...answer, at } });
  if (decision.kind === 'rejected') return false;
  await settle(tx, state, decision.events, at);
  return decision.events.length > 0;
};
