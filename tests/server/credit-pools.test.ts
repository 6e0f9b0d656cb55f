import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditPoolsOf, refundShare } from '../../server/modules/accounts/credit-pools';
import type { AccountEvent } from '../../server/modules/accounts/events';

const at = '2026-11-26T10:00:00.000Z';
const granted = (credits: number, grantId = 'signup'): AccountEvent => ({ type: 'CreditsGranted', data: { memberId: 1, grantId, credits, reason: 'signup', grantedAt: at } });
const bought = (paymentId: string, credits: number): AccountEvent => ({ type: 'CreditsPurchased', data: { memberId: 1, paymentId, credits, purchasedAt: at } });
const spent = (credits: number): AccountEvent => ({
  type: 'CreditsSpent', data: { memberId: 1, credits, purpose: { kind: 'message', conversationId: 1, messageId: credits }, spentAt: at },
});

describe('credit pools (the return policy)', () => {
  it('spends free credits first, then the oldest purchase; a refund gives back the unused share, never more than paid', () => {
    const pools = creditPoolsOf([granted(5), bought('p1', 25), bought('p2', 50), spent(12)]);
    expect(pools).toEqual({ free: 0, purchases: [{ paymentId: 'p1', unused: 18 }, { paymentId: 'p2', unused: 50 }] });
    expect(refundShare(pools, { paymentId: 'p1', amount: 2999, credits: 25 })).toEqual({ amount: 2159, credits: 18 });
    expect(refundShare(pools, { paymentId: 'p2', amount: 4999, credits: 50 })).toEqual({ amount: 4999, credits: 50 });
    expect(refundShare(pools, { paymentId: 'gone', amount: 4999, credits: 50 })).toEqual({ amount: 0, credits: 0 });
  });

  it('keeps free plus unused equal to the balance, and each share within what was paid', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('grant' as const), credits: fc.integer({ min: 1, max: 30 }) }),
      fc.record({ kind: fc.constant('buy' as const), credits: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('spend' as const), credits: fc.integer({ min: 1, max: 40 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const events: AccountEvent[] = [];
        let balance = 0;
        steps.forEach((s, i) => {
          if (s.kind === 'grant') events.push(granted(s.credits, `g${String(i)}`));
          if (s.kind === 'buy') events.push(bought(`p${String(i)}`, s.credits));
          if (s.kind === 'spend' && s.credits <= balance) events.push(spent(s.credits));
          else if (s.kind === 'spend') return;
          balance += s.kind === 'spend' ? -s.credits : s.credits;
        });
        const pools = creditPoolsOf(events);
        expect(pools.free + pools.purchases.reduce((sum, p) => sum + p.unused, 0)).toBe(balance);
        for (const purchase of pools.purchases) {
          const original = events.find((e) => e.type === 'CreditsPurchased' && e.data.paymentId === purchase.paymentId);
          const credits = original?.type === 'CreditsPurchased' ? original.data.credits : 0;
          const share = refundShare(pools, { paymentId: purchase.paymentId, amount: credits * 120, credits });
          expect(share.amount).toBeLessThanOrEqual(credits * 120);
          expect(share.credits).toBeLessThanOrEqual(credits);
        }
      }),
    );
  });
});
