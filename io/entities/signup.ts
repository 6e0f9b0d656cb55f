import * as t from 'io-ts';
import { closedPartial } from '../codec/closed';
import { boundedString, Email, IsoDate } from '../codec/primitives';

/** The signup form. Cross-field rules (name differs from e-mail, minimum age) live in the signup decider. */
export const signupFormFields = {
  email: Email,
  name: boundedString(40, 2),
  password: boundedString(200, 8),
  date_of_birth: IsoDate,
};
export const signupFormOptionalFields = { signup_message: boundedString(1000) };
export const SignupForm = closedPartial(signupFormFields, signupFormOptionalFields, 'SignupForm');
export type SignupForm = t.TypeOf<typeof SignupForm>;

/**
 * Affiliate tracking kept from the landing URL and sent with the signup: spec §3's record (network, ref,
 * sub1 to sub3) and the other tracking parameters of its query list (sub, the aff_sub variants, cpc), so
 * every parameter taken off the URL is kept. A kept value is never empty.
 */
export const TrackingRecord = t.partial({
  network: boundedString(100, 1),
  ref: boundedString(100, 1),
  sub: boundedString(200, 1),
  sub1: boundedString(200, 1),
  sub2: boundedString(200, 1),
  sub3: boundedString(200, 1),
  aff_sub: boundedString(200, 1),
  aff_sub2: boundedString(200, 1),
  aff_sub3: boundedString(200, 1),
  aff_sub4: boundedString(200, 1),
  aff_sub5: boundedString(200, 1),
  cpc: boundedString(100, 1),
});
export type TrackingRecord = t.TypeOf<typeof TrackingRecord>;

/**
 * The tracking record as the browser keeps it under one localStorage key: JSON of the record. Unknown
 * properties are dropped on reading, so a record written by an older or newer client still reads.
 */
export const TrackingRecordFromJson = new t.Type<TrackingRecord, string, unknown>(
  'TrackingRecordFromJson',
  (u): u is TrackingRecord => TrackingRecord.is(u),
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c, 'expected JSON text');
    let parsed: unknown;
    try {
      parsed = JSON.parse(u);
    } catch {
      return t.failure(u, c, 'expected JSON text');
    }
    return t.exact(TrackingRecord).validate(parsed, c);
  },
  (record) => JSON.stringify(t.exact(TrackingRecord).encode(record)),
);
