import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SignupRequest } from '../../io/entities/account';
import { Email } from '../../io/codec/primitives';
import { rendezvous } from '../../server/demo/sites';
import { decide } from '../../server/modules/accounts/decide';
import { evolve, initialState } from '../../server/modules/accounts/events';
import { hasTrackingSource, keptTracking, signupCountry, signupRefusal, signupsOpen } from '../../server/modules/signup/rules';
import { deciderSpec } from './support/decider';

const now = new Date('2026-11-22T10:00:00.000Z');
const email = (text: string): Email => {
  if (!Email.is(text)) throw new Error(`not an address: ${text}`);
  return text;
};
const form = (changes: Partial<SignupRequest> = {}): SignupRequest => ({
  email: email('anna@example.test'), name: 'Anna', password: 'long enough', date_of_birth: '1990-05-01', gender: 'female', language: 'en', ...changes,
});
const open = { ...rendezvous, signups: 'all' };

describe('who may sign up (spec §6)', () => {
  it("'all' lets everyone in, 'with_trafficsource' only with a tracking source, any other value nobody", () => {
    expect(signupsOpen('all', undefined)).toBe(true);
    expect(signupsOpen('with_trafficsource', undefined)).toBe(false);
    expect(signupsOpen('with_trafficsource', {})).toBe(false);
    expect(signupsOpen('with_trafficsource', { network: 'adnet' })).toBe(true);
    expect(signupsOpen('with_trafficsource', { aff_sub3: 'x' })).toBe(true);
    for (const other of ['none', 'invite', '', 'ALL']) expect(signupsOpen(other, { network: 'adnet' })).toBe(false);
  });

  it('counts only the tracking parameters it knows, and keeps only those', () => {
    const sneaky = { surprise: 'x' } as unknown as SignupRequest['tracking'];
    expect(hasTrackingSource(keptTracking(sneaky))).toBe(false);
    expect(keptTracking({ ref: 'r1', ...(sneaky as object) })).toEqual({ ref: 'r1' });
    expect(signupRefusal(form({ tracking: sneaky }), { ...open, signups: 'with_trafficsource' }, now)).toEqual({ kind: 'closed' });
  });

  it('is invite only before it looks at the form', () => {
    expect(signupRefusal(form({ name: '@anna' }), { ...open, signups: 'invite' }, now)).toEqual({ kind: 'closed' });
  });
});

describe('the shared signup rules on the server (spec §5)', () => {
  it('refuses a name equal to the address or starting with @, naming the field name', () => {
    expect(signupRefusal(form({ name: ' ANNA@example.test ' }), open, now)).toEqual({ kind: 'invalid', field: 'name' });
    expect(signupRefusal(form({ name: '@anna' }), open, now)).toEqual({ kind: 'invalid', field: 'name' });
    expect(signupRefusal(form({ name: ' a ' }), open, now)).toEqual({ kind: 'invalid', field: 'name' });
  });

  it('refuses a date of birth that is no date or under 18 on the server\'s day, naming date_of_birth', () => {
    expect(signupRefusal(form({ date_of_birth: '2008-11-23' }), open, now)).toEqual({ kind: 'invalid', field: 'date_of_birth' });
    expect(signupRefusal(form({ date_of_birth: '1990-02-30' }), open, now)).toEqual({ kind: 'invalid', field: 'date_of_birth' });
    expect(signupRefusal(form({ date_of_birth: '1890-01-01' }), open, now)).toEqual({ kind: 'invalid', field: 'date_of_birth' });
    expect(signupRefusal(form({ date_of_birth: '2008-11-22' }), open, now)).toBeNull();
  });

  it('accepts any adult (18 to 120 on the server\'s day) with an ordinary name', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 119 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 10 }), (age, day, month) => {
        const born = `${String(2026 - age - 1)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(signupRefusal(form({ date_of_birth: born }), open, now)).toBeNull();
      }),
    );
  });
});

describe('the new member\'s country', () => {
  it("is the visitor's when the site serves it, else the site's first, and none for a site of no country", () => {
    expect(signupCountry(['GB', 'NL'], 'NL')).toBe('NL');
    expect(signupCountry(['GB', 'NL'], 'JP')).toBe('GB');
    expect(signupCountry(['GB', 'NL'], null)).toBe('GB');
    expect(signupCountry([], 'NL')).toBeNull();
  });
});

describe('registering a signup (account decider)', () => {
  const spec = deciderSpec({ initialState, evolve }, decide);
  const data = {
    memberId: 7, site: 'localhost', email: ' Anna@Example.test', passwordHash: 'h', name: 'Anna', gender: 'female' as const, birthDate: '1990-05-01',
    country: 'NL', region: '', city: '', language: 'de' as const, fictional: false, status: 'not_confirmed' as const,
  };

  it('keeps the tracking record and the signup message with the account, the address normalised', () => {
    spec.given([]).when({ type: 'RegisterMember', data: { ...data, tracking: { network: 'adnet' }, signupMessage: 'Hallo!', at: now } }).then([
      {
        type: 'MemberRegistered',
        data: { ...data, email: 'anna@example.test', tracking: { network: 'adnet' }, signupMessage: 'Hallo!', registeredAt: now.toISOString() },
      },
    ]);
  });

  it('grants the signup credits once: the same grant id again records nothing', () => {
    const registered = { type: 'MemberRegistered' as const, data: { ...data, registeredAt: now.toISOString() } };
    const granted = { type: 'CreditsGranted' as const, data: { memberId: 7, grantId: 'signup', credits: 5, reason: 'signup' as const, grantedAt: now.toISOString() } };
    const grant = { type: 'GrantCredits' as const, data: { grantId: 'signup', credits: 5, reason: 'signup' as const, at: now } };
    spec.given([registered]).when(grant).then([granted]);
    spec.given([registered, granted]).when(grant).then([]);
  });
});
