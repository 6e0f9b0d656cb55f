import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { decode, firstField } from '../../io/codec/decode';
import { contract, LoginRequest } from '../../io/contract';
import { MemberSummary } from '../../io/entities/member';
import { Settings, siteEntryPopupEnabled } from '../../io/entities/settings';
import { User } from '../../io/entities/user';
import { boundedString } from '../../io/codec/primitives';
import { HttpFailure } from '../../io/http-failure';
import { aMember, aSettings, aUser } from '../support/fixtures';

const failureOf = <A>(result: ReturnType<typeof decode<A, unknown>>) => {
  if (isRight(result)) throw new Error('expected a decode failure');
  return result.left;
};

describe('entity codecs', () => {
  it('accept the values the spec describes', () => {
    expect(isRight(decode(User, aUser()))).toBe(true);
    expect(isRight(decode(Settings, aSettings()))).toBe(true);
    expect(isRight(decode(MemberSummary, aMember(7)))).toBe(true);
  });

  it('accept any enable_site_entry_popup, so an odd site setting never stops the app from starting (spec §2)', () => {
    for (const value of ['yes', 'no', 'sometimes', '', 0, 1, null, true]) {
      expect(isRight(decode(Settings, { ...aSettings(), enable_site_entry_popup: value }))).toBe(true);
    }
    const { enable_site_entry_popup: _, ...without } = aSettings();
    expect(isRight(decode(Settings, without))).toBe(true);
  });

  it('read enable_site_entry_popup as on unless it says exactly no', () => {
    expect(siteEntryPopupEnabled('no')).toBe(false);
    for (const value of ['yes', 'sometimes', '', 'NO', 'nee', 0, null, undefined, false]) expect(siteEntryPopupEnabled(value)).toBe(true);
  });

  it('name the path of a wrong nested field', () => {
    const user = { ...aUser(), profile: { ...aUser().profile, country: 'Netherlands' } };
    expect(firstField(failureOf(decode(User, user)))).toBe('profile.country');
  });

  it('refuse a fictional member without its disclosure', () => {
    const { fictional: _, ...rest } = aMember(3);
    expect(isLeft(decode(MemberSummary, { ...rest, fictional: true }))).toBe(true);
    expect(isRight(decode(MemberSummary, { ...rest, fictional: true, fictional_warning: 'Fictief profiel' }))).toBe(true);
  });

  it('round-trip any valid user through encode and decode', () => {
    const userArb = fc.record({
      credits: fc.nat(),
      paid_user: fc.boolean(),
      name: fc.string({ maxLength: 40 }),
      language: fc.constantFrom('da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv' as const),
    });
    fc.assert(
      fc.property(userArb, ({ credits, paid_user, name, language }) => {
        const user = aUser({ credits, paid_user, language, profile: { ...aUser().profile, name } });
        const decoded = decode(User, JSON.parse(JSON.stringify(User.encode(user))));
        expect(decoded).toEqual({ _tag: 'Right', right: user });
      }),
    );
  });
});

describe('request codecs', () => {
  it('reject an unknown field by its name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((key) => key !== 'email' && key !== 'password' && key !== '__proto__'),
        (key) => {
          const body = { email: 'a@b.nl', password: 'x', [key]: 1 };
          expect(firstField(failureOf(decode(LoginRequest, body)))).toBe(key);
        },
      ),
    );
  });

  it('reject over-long strings naming the field', () => {
    const failure = failureOf(decode(LoginRequest, { email: 'a@b.nl', password: 'x'.repeat(201) }));
    expect(firstField(failure)).toBe('password');
  });

  it('reject an unsupported language naming the field', () => {
    expect(firstField(failureOf(decode(contract.setLanguage.body, { language: 'xx' })))).toBe('language');
  });

  it('decode query-string numbers in the search query', () => {
    expect(decode(contract.searchMembers.query, { page: '2', min_age: '30' })).toEqual({ _tag: 'Right', right: { page: 2, min_age: 30 } });
    expect(firstField(failureOf(decode(contract.searchMembers.query, { page: 'two' })))).toBe('page');
  });
});

describe('the contract table', () => {
  it('has one entry per method and path, except calls told apart by their query', () => {
    const keys = Object.values(contract).map((e) => `${e.method} ${e.path}`);
    const duplicates = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(duplicates).toEqual(['POST /api/user.php', 'GET /api/discountcode.php']);
    expect(contract.savePushSubscription.retry).toBe('keyed');
    expect(contract.login.retry).toBe('once');
    // The welcome discount and a code lookup share the path: each query decodes with its own entry only.
    expect(isRight(contract.welcomeDiscount.query.decode({ welcome: 'true' }))).toBe(true);
    expect(isRight(contract.discountCode.query.decode({ welcome: 'true' }))).toBe(false);
    expect(isRight(contract.discountCode.query.decode({ code: 'STAYWITHUS' }))).toBe(true);
    expect(isRight(contract.welcomeDiscount.query.decode({ code: 'STAYWITHUS' }))).toBe(false);
  });

  it('describes http failures the way machines decode them', () => {
    expect(HttpFailure.is({ kind: 'http', status: 403, body: { error: 'authentication_required' } })).toBe(true);
    expect(HttpFailure.is({ kind: 'decode', failure: { _tag: 'DecodeFailure', issues: [{ path: 'user', expected: 'User' }] } })).toBe(true);
    expect(HttpFailure.is(new Error('boom'))).toBe(false);
  });
});

describe('boundedString', () => {
  const controls = fc.constantFrom(...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007f');

  it('refuses any string with a C0 control character or DEL, wherever it stands', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), controls, fc.string({ maxLength: 50 }), (before, control, after) => {
        expect(isLeft(decode(boundedString(200), `${before}${control}${after}`))).toBe(true);
      }),
    );
  });

  it('accepts printable text of any script within its bounds', () => {
    for (const text of ['Zoë', 'Łódź', '東京', 'a b', '★', '\u0080\u00a0']) expect(isRight(decode(boundedString(20, 1), text))).toBe(true);
    expect(isLeft(decode(boundedString(3, 1), 'four'))).toBe(true);
  });
});
