import { describe, it } from 'vitest';
import { decide } from '../../../server/modules/accounts/decide';
import { evolve, initialState, type AccountEvent } from '../../../server/modules/accounts/events';
import { decide as decideLogin } from '../../../server/modules/login/decide';
import { evolve as evolveLogin, initialState as initialLogin } from '../../../server/modules/login/events';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec({ initialState, evolve }, decide);
const login = deciderSpec({ initialState: initialLogin, evolve: evolveLogin }, decideLogin);
const at = new Date('2026-11-22T10:00:00.000Z');
const iso = at.toISOString();
const memberId = 7;

const registered = (status?: 'not_confirmed'): AccountEvent => ({
  type: 'MemberRegistered',
  data: {
    memberId, site: 'localhost', email: 'anna@example.test', passwordHash: '$old', name: 'Anna', gender: 'female', birthDate: '1990-01-01',
    country: 'NL', region: 'Utrecht', city: 'Utrecht', language: 'nl', fictional: false, registeredAt: iso, ...(status === undefined ? {} : { status }),
  },
});
const session = (sessionHash: string): AccountEvent => ({ type: 'SessionStarted', data: { memberId, sessionHash, startedAt: iso, expiresAt: iso } });
const ended = (sessionHash: string): AccountEvent => ({ type: 'SessionEnded', data: { memberId, sessionHash, endedAt: iso } });

describe('password and address decider', () => {
  it('a password change ends every session but the one it was made in', () => {
    spec
      .given([registered(), session('a'), session('b'), session('c'), ended('c')])
      .when({ type: 'ChangePassword', data: { passwordHash: '$new', keepSession: 'b', at } })
      .then([{ type: 'PasswordChanged', data: { memberId, passwordHash: '$new', changedAt: iso } }, ended('a')]);
  });

  it('a reset ends every session, confirms an unconfirmed address and starts the new session', () => {
    const expiresAt = new Date(at.getTime() + 1000);
    spec
      .given([registered('not_confirmed'), session('a')])
      .when({ type: 'ResetPassword', data: { passwordHash: '$new', sessionHash: 'n', expiresAt, at } })
      .then([
        { type: 'PasswordChanged', data: { memberId, passwordHash: '$new', changedAt: iso } }, ended('a'),
        { type: 'EmailConfirmed', data: { memberId, confirmedAt: iso } },
        { type: 'SessionStarted', data: { memberId, sessionHash: 'n', startedAt: iso, expiresAt: expiresAt.toISOString() } },
      ]);
    spec
      .given([registered()])
      .when({ type: 'ResetPassword', data: { passwordHash: '$new', sessionHash: 'n', expiresAt, at } })
      .then([
        { type: 'PasswordChanged', data: { memberId, passwordHash: '$new', changedAt: iso } },
        { type: 'SessionStarted', data: { memberId, sessionHash: 'n', startedAt: iso, expiresAt: expiresAt.toISOString() } },
      ]);
  });

  it('an address change records the normalised address, and refuses the address already held', () => {
    spec
      .given([registered()])
      .when({ type: 'ChangeEmail', data: { email: ' Anna@New.test', at } })
      .then([{ type: 'EmailChanged', data: { memberId, email: 'anna@new.test', changedAt: iso } }]);
    spec.given([registered()]).when({ type: 'ChangeEmail', data: { email: 'ANNA@example.test', at } }).thenRejects('same_email');
    spec
      .given([registered(), { type: 'EmailChanged', data: { memberId, email: 'anna@new.test', changedAt: iso } }])
      .when({ type: 'ChangeEmail', data: { email: 'anna@new.test', at } })
      .thenRejects('same_email');
  });
});

describe('notification settings decider', () => {
  it('records only the types whose setting differs from the default or the earlier choice', () => {
    spec
      .given([registered()])
      .when({ type: 'SetNotificationChoices', data: { email: { like: false, new_messages: true, promotions: true }, at } })
      .then([{ type: 'NotificationChoicesChanged', data: { memberId, email: { like: false, promotions: true }, changedAt: iso } }]);
    spec
      .given([registered(), { type: 'NotificationChoicesChanged', data: { memberId, email: { like: false }, changedAt: iso } }])
      .when({ type: 'SetNotificationChoices', data: { email: { like: false }, at } })
      .then([]);
  });

  it('resuming clears the reasons once; with none it records nothing', () => {
    const bounce: AccountEvent = { type: 'NotificationsDisabled', data: { memberId, reason: 'bounce', disabledAt: iso } };
    const resumed: AccountEvent = { type: 'NotificationsResumed', data: { memberId, resumedAt: iso } };
    spec.given([registered(), bounce]).when({ type: 'ResumeNotifications', data: { at } }).then([resumed]);
    spec.given([registered(), bounce, resumed]).when({ type: 'ResumeNotifications', data: { at } }).then([]);
    spec.given([registered(), bounce, resumed]).when({ type: 'DisableNotifications', data: { reason: 'bounce', at } }).then([{ ...bounce }]);
  });
});

describe('login lockout cleared by a reset', () => {
  it('ends a running lock and the failures counted; with neither it records nothing', () => {
    const locked = { type: 'AccountLocked', data: { at: iso, until: new Date(at.getTime() + 900_000).toISOString() } } as const;
    login.given([locked]).when({ type: 'ClearLockout', data: { at } }).then([{ type: 'LoginUnlocked', data: { at: iso } }]);
    login.given([{ type: 'LoginFailed', data: { at: iso } }]).when({ type: 'ClearLockout', data: { at } }).then([{ type: 'LoginUnlocked', data: { at: iso } }]);
    login.given([]).when({ type: 'ClearLockout', data: { at } }).then([]);
    login
      .given([locked, { type: 'LoginUnlocked', data: { at: iso } }])
      .when({ type: 'AttemptLogin', data: { at, memberId, passwordMatches: true } })
      .then([{ type: 'LoginSucceeded', data: { at: iso, memberId } }]);
  });
});
