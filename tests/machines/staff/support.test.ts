import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { MemberAccount } from '../../../io/entities/support';
import { checkCorrection, supportMachine } from '../../../machines/staff/support.machine';
import { done, failed, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

const account: MemberAccount = {
  member: {
    id: 7, name: 'Kim', email: 'kim@example.test', site: 'localhost', status: 'active', profileStatus: 'active', credits: 5, paidUser: true,
    language: 'nl', signupDate: '2026-11-01T10:00:00.000Z', notificationsDisabled: [],
  },
  ledger: [{ type: 'CreditsPurchased', credits: 5, at: '2026-11-02T10:00:00.000Z', detail: 'p1' }],
  ledgerSum: 5,
  payments: [{ paymentId: 'p1', amount: 999, currency: 'EUR', credits: 5, status: 'paid', createdAt: '2026-11-02T10:00:00.000Z', refundableUntil: '2026-11-16T10:00:00.000Z', refund: { amount: 999, credits: 5 } }],
};

describe('support machine, model-based', () => {
  it('reaches every declared transition; a change is only sent with a reason, about the member on screen', () => {
    const exploration = exploreEveryTransition(supportMachine.provide({ actors: { lookUp: pending(), loadAccount: pending(), correct: pending(), refund: pending(), resendActivation: pending() } }), {
      events: [
        { type: 'support.query', value: 'kim' },
        { type: 'support.search' },
        done('lookUp', [{ id: 7, name: 'Kim', email: 'kim@example.test', site: 'localhost', profileStatus: 'active' }]),
        failed('lookUp', { kind: 'network' }),
        { type: 'support.open', memberId: 7 },
        done('loadAccount', account),
        failed('loadAccount', { kind: 'network' }),
        { type: 'support.correction', field: 'credits', value: '-3' },
        { type: 'support.correction', field: 'reason', value: 'Dubbel' },
        { type: 'support.correct' },
        done('correct', undefined),
        failed('correct', { kind: 'http', status: 409, body: { error: 'insufficient_credits' } }),
        { type: 'support.refund', paymentId: 'p1' },
        { type: 'support.refundReason', value: 'Binnen 14 dagen' },
        { type: 'support.confirmRefund' },
        { type: 'support.cancel' },
        done('refund', undefined),
        failed('refund', { kind: 'http', status: 409, body: { error: 'conflict' } }),
        { type: 'support.resendActivation' },
        done('resendActivation', undefined),
        failed('resendActivation', { kind: 'http', status: 429, body: { error: 'rate_limited' } }),
      ],
      check: (snapshot: SnapshotFrom<typeof supportMachine>) => {
        if (snapshot.matches({ account: 'refunding' })) expect(snapshot.context.refund?.reason.trim()).not.toBe('');
        if (snapshot.matches({ account: 'correcting' })) expect(snapshot.context.correction.reason.trim()).not.toBe('');
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('checks a correction: a whole number, not 0, within 10000 either way, with a reason', () => {
    expect(checkCorrection(7, { credits: ' -3 ', reason: ' Dubbel ' })).toEqual({ request: { memberId: 7, credits: -3, reason: 'Dubbel' } });
    expect(checkCorrection(7, { credits: '0', reason: 'x' })).toEqual({ invalid: 'credits' });
    expect(checkCorrection(7, { credits: '2.5', reason: 'x' })).toEqual({ invalid: 'credits' });
    expect(checkCorrection(7, { credits: '20000', reason: 'x' })).toEqual({ invalid: 'credits' });
    expect(checkCorrection(7, { credits: '4', reason: '  ' })).toEqual({ invalid: 'reason' });
  });
});
