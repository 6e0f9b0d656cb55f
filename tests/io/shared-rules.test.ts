import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { decode, DecodeFailure } from '../../io/codec/decode';
import { HttpFailure } from '../../io/http-failure';
import { isApiSignupComplete } from '../../io/entities/signup-complete';
import { timeBonusCode, timeBonusPercentage, timeBonusWindowSeconds } from '../../io/entities/time-bonus';
import { visitorCountry } from '../../io/entities/visitor-country';
import { remainingSeconds, timeBonusHours } from '../../machines/time-bonus/countdown';
import { welcomeRule } from '../../server/modules/discounts/catalogue';

describe('time bonus (spec §9)', () => {
  it('is 4 hours, TIMEBONUS25, 25 %, and both sides read the same constants', () => {
    expect([timeBonusWindowSeconds, timeBonusCode, timeBonusPercentage, timeBonusHours]).toEqual([14_400, 'TIMEBONUS25', 25, 4]);
    expect(welcomeRule).toEqual({ code: timeBonusCode, percentage: timeBonusPercentage, windowSeconds: timeBonusWindowSeconds });
    expect(remainingSeconds('2026-11-22T09:00:00.000Z', Date.parse('2026-11-22T09:00:00.000Z'))).toBe(timeBonusWindowSeconds);
  });
});

describe("the visitor's country", () => {
  it("takes the visitor's own choice first, then GeoIP", () => {
    expect(visitorCountry({ selected: 'BE', geoip: 'NL', language: 'de-AT' })).toBe('BE');
    expect(visitorCountry({ selected: null, geoip: 'NL', language: 'de-AT' })).toBe('NL');
    expect(visitorCountry({ geoip: 'us' })).toBe('US');
  });

  it('guesses from the first language without GeoIP: its region, or the one country of the language', () => {
    expect(visitorCountry({ language: 'en-GB' })).toBe('GB');
    expect(visitorCountry({ language: 'nl' })).toBe('NL');
    expect(visitorCountry({ language: 'nb' })).toBe('NO');
  });

  it('stays unknown for a language of several countries, a numeric region or nonsense', () => {
    expect(visitorCountry({ language: 'de' })).toBeNull();
    expect(visitorCountry({ language: 'es-419' })).toBeNull();
    expect(visitorCountry({ geoip: 'XYZ', language: '' })).toBeNull();
    expect(visitorCountry({})).toBeNull();
  });
});

describe('api_signup_complete (spec §3/§4)', () => {
  it.each([
    ['?api_signup_complete=1', true],
    ['?api_signup_complete=true', true],
    ['?api_signup_complete', true],
    ['api_signup_complete=', true],
    ['?lb=1&api_signup_complete=yes', true],
    ['?api_signup_complete=0', false],
    ['?api_signup_complete=FALSE', false],
    ['?api_signup_complete=0&api_signup_complete=1', false],
    ['?lb=1', false],
    ['', false],
  ])('%s is set: %s', (search, set) => {
    expect(isApiSignupComplete(search)).toBe(set);
  });
});

describe('the decode-failure shape', () => {
  it('is what decode returns and what an http failure carries', () => {
    const result = decode(t.type({ profile: t.type({ name: t.string }) }), { profile: { name: 1 } });
    if (!isLeft(result)) throw new Error('expected a failure');
    expect(DecodeFailure.is(result.left)).toBe(true);
    expect(result.left.issues).toEqual([{ path: 'profile.name', expected: 'string' }]);
    expect(HttpFailure.is({ kind: 'decode', failure: result.left })).toBe(true);
    expect(HttpFailure.is({ kind: 'decode', failure: { _tag: 'DecodeFailure', issues: [{ path: 1 }] } })).toBe(false);
  });
});
