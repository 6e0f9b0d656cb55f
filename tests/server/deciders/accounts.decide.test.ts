import { describe, it } from 'vitest';
import { decide, type AccountCommand } from '../../../server/modules/accounts/decide';
import { evolve, initialState, type AccountEvent } from '../../../server/modules/accounts/events';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec({ initialState, evolve }, decide);
const at = new Date('2026-11-22T10:00:00.000Z');
const iso = at.toISOString();

const profile = {
  memberId: 7, site: 'localhost', email: 'Anna@Example.test ', passwordHash: '$argon2id$x', name: 'Anna', gender: 'female',
  birthDate: '1990-05-01', country: 'NL', region: 'Utrecht', city: '', language: 'nl', fictional: false,
} as const;
const registered: AccountEvent = { type: 'MemberRegistered', data: { ...profile, email: 'anna@example.test', registeredAt: iso } };
const started: AccountEvent = { type: 'SessionStarted', data: { memberId: 7, sessionHash: 'h1', startedAt: iso, expiresAt: iso } };
const command = (c: AccountCommand): AccountCommand => c;

describe('account decider', () => {
  it('registers a member once, with the e-mail address normalised', () => {
    spec.given([]).when(command({ type: 'RegisterMember', data: { ...profile, at } })).then([registered]);
    spec.given([registered]).when(command({ type: 'RegisterMember', data: { ...profile, at } })).thenRejects('already_registered');
  });

  it('refuses commands on an account that does not exist', () => {
    spec.given([]).when({ type: 'ChangeLanguage', data: { language: 'de', at } }).thenRejects('not_registered');
  });

  it('changes the language, and records nothing when it is already that language', () => {
    spec.given([registered]).when({ type: 'ChangeLanguage', data: { language: 'de', at } })
      .then([{ type: 'LanguageChanged', data: { memberId: 7, language: 'de', changedAt: iso } }]);
    spec.given([registered]).when({ type: 'ChangeLanguage', data: { language: 'nl', at } }).then([]);
  });

  it('ends an open session once', () => {
    const ended: AccountEvent = { type: 'SessionEnded', data: { memberId: 7, sessionHash: 'h1', endedAt: iso } };
    spec.given([registered, started]).when({ type: 'EndSession', data: { sessionHash: 'h1', at } }).then([ended]);
    spec.given([registered, started, ended]).when({ type: 'EndSession', data: { sessionHash: 'h1', at } }).then([]);
    spec.given([registered]).when({ type: 'EndSession', data: { sessionHash: 'other', at } }).then([]);
  });

  it('buys credits only in positive amounts', () => {
    spec.given([registered]).when({ type: 'PurchaseCredits', data: { paymentId: 'p1', credits: 8, at } })
      .then([{ type: 'CreditsPurchased', data: { memberId: 7, paymentId: 'p1', credits: 8, purchasedAt: iso } }]);
    spec.given([registered]).when({ type: 'PurchaseCredits', data: { paymentId: 'p2', credits: 0, at } }).thenRejects('no_credits');
  });
});
