import type { AccountEvent } from './events';

/**
 * Which credits are still unused, per purchase (the return policy, locales/pages/<l>/return-policy.md): a
 * spend uses free credits first (signup grants, corrections in the member's favour), then bought credits,
 * the oldest purchase first; a refund ends what was left of its purchase; a correction taking credits back
 * is spent like a spend. Folded from the account's events in order.
 */
export interface CreditPools {
  readonly free: number;
  /** Unused credits of each purchase still held, oldest purchase first. */
  readonly purchases: ReadonlyArray<{ readonly paymentId: string; readonly unused: number }>;
}

const spend = (pools: CreditPools, credits: number): CreditPools => {
  let left = credits;
  const free = Math.max(0, pools.free - left);
  left -= pools.free - free;
  const purchases = pools.purchases.map((purchase) => {
    const used = Math.min(purchase.unused, left);
    left -= used;
    return { ...purchase, unused: purchase.unused - used };
  });
  return { free, purchases };
};

const afterEvent = (pools: CreditPools, event: AccountEvent): CreditPools => {
  switch (event.type) {
    case 'CreditsGranted':
      return { ...pools, free: pools.free + event.data.credits };
    case 'CreditsCorrected':
      return event.data.credits > 0 ? { ...pools, free: pools.free + event.data.credits } : spend(pools, -event.data.credits);
    case 'CreditsPurchased':
      return { ...pools, purchases: [...pools.purchases, { paymentId: event.data.paymentId, unused: event.data.credits }] };
    case 'CreditsSpent':
      return spend(pools, event.data.credits);
    case 'CreditsRefunded':
      return { ...pools, purchases: pools.purchases.filter((purchase) => purchase.paymentId !== event.data.paymentId) };
    default:
      return pools;
  }
};

export const creditPoolsOf = (events: ReadonlyArray<AccountEvent>): CreditPools => events.reduce(afterEvent, { free: 0, purchases: [] });

/** The part of a payment the return policy gives back: its amount × the purchase's unused share, in whole cents, never more than paid. */
export const refundShare = (pools: CreditPools, payment: { readonly paymentId: string; readonly amount: number; readonly credits: number }) => {
  const unused = pools.purchases.find((purchase) => purchase.paymentId === payment.paymentId)?.unused ?? 0;
  const amount = payment.credits === 0 ? 0 : Math.min(payment.amount, Math.floor((payment.amount * unused) / payment.credits));
  return { amount, credits: unused };
};
