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
});

type Step =
  | { readonly kind: 'purchase'; readonly paymentId: string; readonly credits: number }
  | { readonly kind: 'grant'; readonly grantId: string; readonly credits: number }
  | { readonly kind: 'spend'; readonly messageId: number; readonly credits: number };

/** Few ids, so that histories repeat payments, grants and messages (retries) often. */
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('purchase' as const), paymentId: fc.constantFrom('p1', 'p2', 'p3'), credits: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ kind: fc.constant('grant' as const), grantId: fc.constantFrom('g1', 'g2'), credits: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('spend' as const), messageId: fc.integer({ min: 1, max: 6 }), credits: fc.integer({ min: 0, max: 8 }) }),
);

const commandOf = (s: Step): AccountCommand => {
  switch (s.kind) {
    case 'purchase':
      return { type: 'PurchaseCredits', data: { paymentId: s.paymentId, credits: s.credits, at } };
    case 'grant':
      return { type: 'GrantCredits', data: { grantId: s.grantId, credits: s.credits, reason: 'correction', at } };
    case 'spend':
      return { type: 'SpendCredits', data: { credits: s.credits, purpose: message(s.messageId), at } };
  }
};

/** What the ledger's events add up to. */
const ledgerSum = (events: ReadonlyArray<AccountEvent>): number =>
  events.reduce((sum, e) => {
    if (e.type === 'CreditsPurchased' || e.type === 'CreditsGranted') return sum + e.data.credits;
    if (e.type === 'CreditsSpent') return sum - e.data.credits;
    return sum;
  }, 0);

const creditsOf = (state: AccountState): number => (state.status === 'registered' ? state.credits : Number.NaN);

describe('any history of purchases, grants and spends', () => {
  it('keeps the balance equal to the sum of the ledger, never below 0, each payment, grant and message counted once', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const events: AccountEvent[] = [registered];
        let state = evolve(initialState(), registered);
        for (const s of steps) {
          const decision = decide(commandOf(s), state);
          if (decision.kind === 'rejected') {
            expect(['no_credits', 'insufficient_credits']).toContain(decision.reason);
            continue;
          }
          events.push(...decision.events);
          state = decision.events.reduce(evolve, state);
          expect(creditsOf(state)).toBeGreaterThanOrEqual(0);
        }
        expect(creditsOf(state)).toBe(ledgerSum(events));
        const keys = events.flatMap((e) =>
          e.type === 'CreditsPurchased' ? [`p:${e.data.paymentId}`] : e.type === 'CreditsGranted' ? [`g:${e.data.grantId}`]
            : e.type === 'CreditsSpent' ? [`s:${String(e.data.purpose.messageId)}`] : [],
        );
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});
