import { describe, it } from 'vitest';
import { decide, type AccountCommand } from '../../../server/modules/accounts/decide';
import { evolve, initialState, type AccountEvent } from '../../../server/modules/accounts/events';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec({ initialState, evolve }, decide);
const at = new Date('2026-11-22T10:00:00.000Z');
const iso = at.toISOString();
const day = 86_400_000;
const later = (ms: number) => new Date(at.getTime() + ms);

const registered: AccountEvent = {
  type: 'MemberRegistered',
  data: {
    memberId: 7, site: 'localhost', email: 'anna@example.test', passwordHash: '$argon2id$x', name: 'Anna', gender: 'female', birthDate: '1990-05-01',
    country: 'NL', region: 'Utrecht', city: '', language: 'nl', fictional: false, registeredAt: iso,
  },
};
const session = (hash: string): AccountEvent => ({ type: 'SessionStarted', data: { memberId: 7, sessionHash: hash, startedAt: iso, expiresAt: iso } });
const deleted: AccountEvent = { type: 'AccountDeleted', data: { memberId: 7, reason: 'time', comment: null, deletedAt: iso } };
const erased: AccountEvent = { type: 'AccountErased', data: { memberId: 7, erasedAt: later(14 * day).toISOString() } };
const deleteIt: AccountCommand = { type: 'DeleteAccount', data: { reason: 'time', comment: null, at } };
const reactivate = (when: Date, via: 'login' | 'link' = 'link'): AccountCommand => ({ type: 'ReactivateAccount', data: { via, at: when } });

describe('leaving: the account decider', () => {
  it('given open sessions, when the member deletes the account, then every session ends with it', () => {
    spec.given([registered, session('a'), session('b')]).when(deleteIt).then([
      { type: 'SessionEnded', data: { memberId: 7, sessionHash: 'a', endedAt: iso } },
      { type: 'SessionEnded', data: { memberId: 7, sessionHash: 'b', endedAt: iso } },
      deleted,
    ]);
    spec.given([registered, deleted]).when(deleteIt).thenRejects('account_deleted');
  });

  it('given open sessions, when support requests the erasure, then it is recorded with who and why, and the member\'s own deletion follows', () => {
    const request: AccountCommand = { type: 'RequestErasure', data: { staffId: 3, reason: 'Asked by letter', at } };
    spec.given([registered, session('a')]).when(request).then([
      { type: 'ErasureRequested', data: { memberId: 7, staffId: 3, reason: 'Asked by letter', requestedAt: iso } },
      { type: 'SessionEnded', data: { memberId: 7, sessionHash: 'a', endedAt: iso } },
      { type: 'AccountDeleted', data: { memberId: 7, reason: 'other', comment: null, deletedAt: iso } },
    ]);
    spec.given([registered, deleted]).when(request).thenRejects('account_deleted');
    spec.given([registered, deleted, erased]).when(request).thenRejects('account_deleted');
    // The same 14 days as the member's own deletion before the erasure is due.
    spec.given([registered, { type: 'AccountDeleted', data: { memberId: 7, reason: 'other', comment: null, deletedAt: iso } }])
      .when({ type: 'EraseAccount', data: { at: later(14 * day - 1) } }).thenRejects('erasure_not_due');
  });

  it('reactivates within the 14 days only, to the profile status it had', () => {
    spec.given([registered, deleted]).when(reactivate(later(14 * day - 1), 'login')).then([
      { type: 'AccountReactivated', data: { memberId: 7, via: 'login', profileStatus: 'active', reactivatedAt: later(14 * day - 1).toISOString() } },
    ]);
    const disabled: AccountEvent = { type: 'ProfileDisabled', data: { memberId: 7, disabledAt: iso } };
    spec.given([registered, disabled, deleted]).when(reactivate(at)).then([
      { type: 'AccountReactivated', data: { memberId: 7, via: 'link', profileStatus: 'disabled', reactivatedAt: iso } },
    ]);
    spec.given([registered, deleted]).when(reactivate(later(14 * day))).thenRejects('reactivation_expired');
    spec.given([registered]).when(reactivate(at)).thenRejects('not_deleted');
    spec.given([registered, deleted, erased]).when(reactivate(at)).thenRejects('reactivation_expired');
  });

  it('erases only after the 14 days, once', () => {
    const eraseAt = (when: Date): AccountCommand => ({ type: 'EraseAccount', data: { at: when } });
    spec.given([registered, deleted]).when(eraseAt(later(14 * day - 1))).thenRejects('erasure_not_due');
    spec.given([registered, deleted]).when(eraseAt(later(14 * day))).then([erased]);
    spec.given([registered, deleted, erased]).when(eraseAt(later(20 * day))).then([]);
    spec.given([registered]).when(eraseAt(at)).thenRejects('not_deleted');
  });

  it('while deleted or erased refuses all but money, ending sessions and the leaving commands', () => {
    for (const gone of [[deleted], [deleted, erased]]) {
      spec.given([registered, ...gone]).when({ type: 'StartSession', data: { sessionHash: 'c', expiresAt: at, at } }).thenRejects('account_deleted');
      spec.given([registered, ...gone]).when({ type: 'SetInvisibleMode', data: { invisible: true, at } }).thenRejects('account_deleted');
      spec.given([registered, ...gone]).when({ type: 'PurchaseCredits', data: { paymentId: 'p1', credits: 10, at } }).then([
        { type: 'CreditsPurchased', data: { memberId: 7, paymentId: 'p1', credits: 10, purchasedAt: iso } },
      ]);
    }
  });
});
