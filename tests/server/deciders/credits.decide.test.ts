import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, type AccountCommand } from '../../../server/modules/accounts/decide';
import { evolve, initialState, type AccountEvent, type AccountState } from '../../../server/modules/accounts/events';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec({ initialState, evolve }, decide);
const at = new Date('2026-11-24T10:00:00.000Z');
const iso = at.toISOString();

const registered: AccountEvent = {
  type: 'MemberRegistered',
  data: {
    memberId: 7, site: 'localhost', email: null, passwordHash: null, name: 'Anna', gender: 'female', birthDate: '1990-05-01',
    country: 'NL', region: 'Utrecht', city: '', language: 'nl', fictional: false, registeredAt: iso,
  },
};
const message = (messageId: number) => ({ kind: 'message' as const, conversationId: 3, messageId });
const granted = (credits: number, grantId = 'signup-7'): AccountEvent => ({
  type: 'CreditsGranted', data: { memberId: 7, grantId, credits, reason: 'signup', grantedAt: iso },
});

describe('the credits ledger (account decider)', () => {
  it('grants credits once per grant id', () => {
    const grant: AccountCommand = { type: 'GrantCredits', data: { grantId: 'signup-7', credits: 5, reason: 'signup', at } };
    spec.given([registered]).when(grant).then([granted(5)]);
    spec.given([registered, granted(5)]).when(grant).then([]);
    spec.given([registered]).when({ type: 'GrantCredits', data: { grantId: 'x', credits: 0, reason: 'correction', at } }).thenRejects('no_credits');
  });

  it('spends what the balance covers, once per thing paid for', () => {
    const spend: AccountCommand = { type: 'SpendCredits', data: { credits: 2, purpose: message(11), at } };
    const spent: AccountEvent = { type: 'CreditsSpent', data: { memberId: 7, credits: 2, purpose: message(11), spentAt: iso } };
    spec.given([registered, granted(5)]).when(spend).then([spent]);
    spec.given([registered, granted(5), spent]).when(spend).then([]);
    spec.given([registered, granted(1)]).when(spend).thenRejects('insufficient_credits');
    spec.given([registered]).when({ type: 'SpendCredits', data: { credits: 0, purpose: message(12), at } }).then([]);
  });

  const purchased: AccountEvent = { type: 'CreditsPurchased', data: { memberId: 7, paymentId: 'pay-1', credits: 10, purchasedAt: iso } };
  const refund = (refundId: string, credits: number, paymentId = 'pay-1'): AccountCommand => ({ type: 'RefundCredits', data: { refundId, paymentId, credits, at } });
  const refunded = (refundId: string, credits: number, unrecovered = 0): AccountEvent => ({
    type: 'CreditsRefunded', data: { memberId: 7, refundId, paymentId: 'pay-1', credits, unrecovered, refundedAt: iso },
  });

  it('takes back what a refunded payment bought, once per refund id', () => {
    spec.given([registered, purchased]).when(refund('r1', 10)).then([refunded('r1', 10)]);
    spec.given([registered, purchased, refunded('r1', 4)]).when(refund('r1', 4)).then([]);
    spec.given([registered, purchased, refunded('r1', 4)]).when(refund('r2', 6)).then([refunded('r2', 6)]);
  });

  it('takes the balance to 0 at most: what the member already spent is recorded as unrecovered', () => {
    const spent: AccountEvent = { type: 'CreditsSpent', data: { memberId: 7, credits: 7, purpose: message(11), spentAt: iso } };
    spec.given([registered, purchased, spent]).when(refund('r1', 10)).then([refunded('r1', 3, 7)]);
    spec.given([registered, purchased, spent, refunded('r1', 3, 7)]).when(refund('r2', 1)).thenRejects('refund_exceeds_payment');
  });

  it('refuses a refund of nothing, of an unknown payment, or of more than is left of the payment', () => {
    spec.given([registered, purchased]).when(refund('r1', 0)).thenRejects('no_credits');
    spec.given([registered, purchased]).when(refund('r1', 5, 'pay-2')).thenRejects('unknown_payment');
    spec.given([registered, purchased]).when(refund('r1', 11)).thenRejects('refund_exceeds_payment');
    spec.given([registered, purchased, refunded('r1', 8)]).when(refund('r2', 3)).thenRejects('refund_exceeds_payment');
  });
});

type Step =
  | { readonly kind: 'purchase'; readonly paymentId: string; readonly credits: number }
  | { readonly kind: 'grant'; readonly grantId: string; readonly credits: number }
  | { readonly kind: 'spend'; readonly messageId: number; readonly credits: number }
  | { readonly kind: 'refund'; readonly refundId: string; readonly paymentId: string; readonly credits: number };

/** Few ids, so that histories repeat payments, grants and messages (retries) often. */
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('purchase' as const), paymentId: fc.constantFrom('p1', 'p2', 'p3'), credits: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ kind: fc.constant('grant' as const), grantId: fc.constantFrom('g1', 'g2'), credits: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('spend' as const), messageId: fc.integer({ min: 1, max: 6 }), credits: fc.integer({ min: 0, max: 8 }) }),
  fc.record({
    kind: fc.constant('refund' as const), refundId: fc.constantFrom('r1', 'r2', 'r3'), paymentId: fc.constantFrom('p1', 'p2', 'p4'),
    credits: fc.integer({ min: 0, max: 20 }),
  }),
);

const commandOf = (s: Step): AccountCommand => {
  switch (s.kind) {
    case 'purchase':
      return { type: 'PurchaseCredits', data: { paymentId: s.paymentId, credits: s.credits, at } };
    case 'grant':
      return { type: 'GrantCredits', data: { grantId: s.grantId, credits: s.credits, reason: 'correction', at } };
    case 'spend':
      return { type: 'SpendCredits', data: { credits: s.credits, purpose: message(s.messageId), at } };
    case 'refund':
      return { type: 'RefundCredits', data: { refundId: s.refundId, paymentId: s.paymentId, credits: s.credits, at } };
  }
};

/** What the ledger's events add up to. */
const ledgerSum = (events: ReadonlyArray<AccountEvent>): number =>
  events.reduce((sum, e) => {
    if (e.type === 'CreditsPurchased' || e.type === 'CreditsGranted') return sum + e.data.credits;
    if (e.type === 'CreditsSpent' || e.type === 'CreditsRefunded') return sum - e.data.credits;
    return sum;
  }, 0);

const creditsOf = (state: AccountState): number => (state.status === 'registered' ? state.credits : Number.NaN);

/** Per payment: what it bought less everything refunded of it (taken from the balance or unrecovered). */
const leftOfPayments = (events: ReadonlyArray<AccountEvent>): Map<string, number> => {
  const left = new Map<string, number>();
  for (const e of events) {
    if (e.type === 'CreditsPurchased') left.set(e.data.paymentId, e.data.credits);
    if (e.type === 'CreditsRefunded') left.set(e.data.paymentId, (left.get(e.data.paymentId) ?? 0) - e.data.credits - e.data.unrecovered);
  }
  return left;
};

describe('any history of purchases, grants, spends and refunds', () => {
  it('keeps the balance equal to the sum of the ledger, never below 0, each payment, grant, message and refund counted once', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const events: AccountEvent[] = [registered];
        let state = evolve(initialState(), registered);
        for (const s of steps) {
          const decision = decide(commandOf(s), state);
          if (decision.kind === 'rejected') {
            expect(['no_credits', 'insufficient_credits', 'unknown_payment', 'refund_exceeds_payment']).toContain(decision.reason);
            continue;
          }
          events.push(...decision.events);
          state = decision.events.reduce(evolve, state);
          expect(creditsOf(state)).toBeGreaterThanOrEqual(0);
        }
        expect(creditsOf(state)).toBe(ledgerSum(events));
        const keys = events.flatMap((e) =>
          e.type === 'CreditsPurchased' ? [`p:${e.data.paymentId}`] : e.type === 'CreditsGranted' ? [`g:${e.data.grantId}`]
            : e.type === 'CreditsSpent' ? [`s:${String(e.data.purpose.messageId)}`] : e.type === 'CreditsRefunded' ? [`r:${e.data.refundId}`] : [],
        );
        expect(new Set(keys).size).toBe(keys.length);
        // No payment is refunded beyond what it bought.
        for (const left of leftOfPayments(events).values()) expect(left).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
