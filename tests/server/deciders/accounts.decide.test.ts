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

  it('applies a payment once: the same payment id decided again records nothing', () => {
    const purchased: AccountEvent = { type: 'CreditsPurchased', data: { memberId: 7, paymentId: 'p1', credits: 8, purchasedAt: iso } };
    spec.given([registered, purchased]).when({ type: 'PurchaseCredits', data: { paymentId: 'p1', credits: 8, at } }).then([]);
    spec.given([registered, purchased]).when({ type: 'PurchaseCredits', data: { paymentId: 'p1', credits: 80, at } }).then([]);
    spec.given([registered, purchased]).when({ type: 'PurchaseCredits', data: { paymentId: 'p3', credits: 8, at } })
      .then([{ type: 'CreditsPurchased', data: { memberId: 7, paymentId: 'p3', credits: 8, purchasedAt: iso } }]);
  });

  it('registers a signup as not confirmed, and confirms its address once', () => {
    const signup: AccountEvent = { type: 'MemberRegistered', data: { ...profile, email: 'anna@example.test', registeredAt: iso, status: 'not_confirmed' } };
    spec.given([]).when(command({ type: 'RegisterMember', data: { ...profile, status: 'not_confirmed', at } })).then([signup]);
    const confirmed: AccountEvent = { type: 'EmailConfirmed', data: { memberId: 7, confirmedAt: iso } };
    spec.given([signup]).when({ type: 'ConfirmEmail', data: { at } }).then([confirmed]);
    spec.given([signup, confirmed]).when({ type: 'ConfirmEmail', data: { at } }).then([]);
    // Registered without a status (a profile needing no confirmation, or an event from before the field): active.
    spec.given([registered]).when({ type: 'ConfirmEmail', data: { at } }).then([]);
  });

  it('disables and enables a profile, each only when it changes something', () => {
    const disabled: AccountEvent = { type: 'ProfileDisabled', data: { memberId: 7, disabledAt: iso } };
    spec.given([registered]).when({ type: 'DisableProfile', data: { at } }).then([disabled]);
    spec.given([registered, disabled]).when({ type: 'DisableProfile', data: { at } }).then([]);
    spec.given([registered, disabled]).when({ type: 'EnableProfile', data: { at } }).then([{ type: 'ProfileEnabled', data: { memberId: 7, enabledAt: iso } }]);
    spec.given([registered]).when({ type: 'EnableProfile', data: { at } }).then([]);
  });

  it('disables notifications once per reason', () => {
    const bounced: AccountEvent = { type: 'NotificationsDisabled', data: { memberId: 7, reason: 'bounce', disabledAt: iso } };
    spec.given([registered]).when({ type: 'DisableNotifications', data: { reason: 'bounce', at } }).then([bounced]);
    spec.given([registered, bounced]).when({ type: 'DisableNotifications', data: { reason: 'bounce', at } }).then([]);
    spec.given([registered, bounced]).when({ type: 'DisableNotifications', data: { reason: 'fbl', at } })
      .then([{ type: 'NotificationsDisabled', data: { memberId: 7, reason: 'fbl', disabledAt: iso } }]);
  });
});
