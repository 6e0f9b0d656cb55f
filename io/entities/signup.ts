import * as t from 'io-ts';
import { closedPartial } from '../codec/closed';
import { boundedString, Email, IsoDate } from '../codec/primitives';

/** The signup form. Cross-field rules (name differs from e-mail, minimum age) live in the signup decider. */
export const SignupForm = closedPartial(
  {
    email: Email,
    name: boundedString(40, 2),
    password: boundedString(200, 8),
    date_of_birth: IsoDate,
  },
  { signup_message: boundedString(1000) },
  'SignupForm',
);
export type SignupForm = t.TypeOf<typeof SignupForm>;

/** Affiliate tracking kept from the landing URL and sent with the signup. */
export const TrackingRecord = t.partial({
  network: boundedString(100),
  ref: boundedString(100),
  sub1: boundedString(200),
  sub2: boundedString(200),
  sub3: boundedString(200),
});
export type TrackingRecord = t.TypeOf<typeof TrackingRecord>;
