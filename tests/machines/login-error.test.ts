import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginErrorOfSearch } from '../../machines/app/login-error';

describe('the refusal a login form was sent back with', () => {
  it.each([
    ['error=login_failed', { code: 'login_failed' }],
    ['email=a%40b.nl&error=account_banned', { code: 'account_banned' }],
    ['error=account_locked&minutes=9', { code: 'account_locked', minutes: 9 }],
    ['error=account_locked&minutes=-3', { code: 'account_locked', minutes: 1 }],
    ['error=account_locked', { code: 'account_locked', minutes: 1 }],
    ['error=field_required', null],
    ['error=toString', null],
    ['email=a%40b.nl', null],
  ])('reads %s', (search, expected) => {
    expect(loginErrorOfSearch(search)).toEqual(expected);
  });

  it('reads any address without throwing, and only the refusals the server sends', () => {
    const sent = ['login_failed', 'account_locked', 'rate_limited', 'account_deleted', 'account_banned'];
    fc.assert(
      fc.property(fc.string(), (search) => {
        const error = loginErrorOfSearch(search);
        expect(error === null || sent.includes(error.code)).toBe(true);
      }),
    );
  });
});
