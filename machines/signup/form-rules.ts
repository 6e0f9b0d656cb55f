import { isRight } from 'fp-ts/Either';
import { run as suggestEmail } from '@zootools/email-spell-checker';
import { decode, firstField } from '../../io/codec/decode';
import { Email } from '../../io/codec/primitives';
import { SignupRequest } from '../../io/entities/account';
import type { Locale } from '../../io/entities/locale';
import { Gender } from '../../io/entities/profile-attributes';
import type { TrackingRecord } from '../../io/entities/signup';
import { dateOfBirthProblem, nameProblem } from '../../io/rules/signup-rules';
import { hasTrackingValues } from '../tracking/tracking-params';

/** The form's fields in the order they show: the first one with a problem takes the focus. */
export const signupFields = ['email', 'name', 'password', 'date_of_birth', 'gender', 'signup_message'] as const;
export type SignupField = (typeof signupFields)[number];

/** The form as typed. */
export type SignupDraft = Readonly<Record<SignupField, string>>;

export const emptySignupDraft: SignupDraft = { email: '', name: '', password: '', date_of_birth: '', gender: '', signup_message: '' };

/** What is wrong with a field; the view holds the texts (spec §5 where it gives them). */
export type SignupProblem =
  | 'email_invalid'
  | 'name_required'
  | 'name_length'
  | 'name_same_as_email'
  | 'name_starts_with_at'
  | 'password_short'
  | 'date_of_birth_missing'
  | 'date_of_birth_invalid'
  | 'date_of_birth_under_age'
  | 'gender_required'
  | 'message_too_long';

export type SignupProblems = Readonly<Partial<Record<SignupField, SignupProblem>>>;

export const nameLength = { min: 2, max: 40 } as const;
export const passwordMinLength = 8;
export const signupMessageMaxLength = 1000;

/** A signup message is one paragraph: line breaks typed into it become spaces (the request takes no control characters). */
const messageOf = (text: string): string => text.replace(/\s+/g, ' ').trim();

const nameCheck = (draft: SignupDraft): SignupProblem | null => {
  const name = draft.name.trim();
  if (name === '') return 'name_required';
  const rule = nameProblem(name, draft.email);
  if (rule === 'starts_with_at') return 'name_starts_with_at';
  if (rule === 'same_as_email') return 'name_same_as_email';
  return name.length < nameLength.min || name.length > nameLength.max ? 'name_length' : null;
};

const dateOfBirthCheck = (value: string, today: string): SignupProblem | null => {
  switch (dateOfBirthProblem(value, today)) {
    case 'missing':
      return 'date_of_birth_missing';
    case 'invalid':
      return 'date_of_birth_invalid';
    case 'under_age':
      return 'date_of_birth_under_age';
    case null:
      return null;
  }
};

/** Every problem of the draft, by the rules the server applies too (io/rules/signup-rules.ts, the request codec). */
export const problemsOf = (draft: SignupDraft, today: string): SignupProblems => {
  const checks: Record<SignupField, SignupProblem | null> = {
    email: Email.is(draft.email.trim()) ? null : 'email_invalid',
    name: nameCheck(draft),
    password: draft.password.length < passwordMinLength ? 'password_short' : null,
    date_of_birth: dateOfBirthCheck(draft.date_of_birth, today),
    gender: Gender.is(draft.gender) ? null : 'gender_required',
    signup_message: messageOf(draft.signup_message).length > signupMessageMaxLength ? 'message_too_long' : null,
  };
  const problems: Partial<Record<SignupField, SignupProblem>> = {};
  for (const field of signupFields) {
    const problem = checks[field];
    if (problem !== null) problems[field] = problem;
  }
  return problems;
};

/** The first field (in the form's order) with a problem, or null. */
export const firstProblemField = (problems: SignupProblems): SignupField | null => signupFields.find((field) => problems[field] !== undefined) ?? null;

const isSignupField = (name: string): name is SignupField => (signupFields as ReadonlyArray<string>).includes(name);

/** The form field a request path (the codec's or the server's 400 `field`) names; null when none does. */
export const fieldOfPath = (path: string): SignupField | null => {
  const [head = ''] = path.split('.');
  return isSignupField(head) ? head : null;
};

/** What a field the server refused shows: the local rule's words when it sees the problem too, else the field's general one. */
export const refusalProblem = (field: SignupField, draft: SignupDraft, today: string): SignupProblem => {
  const local = problemsOf(draft, today)[field];
  if (local !== undefined) return local;
  switch (field) {
    case 'email':
      return 'email_invalid';
    case 'name':
      return 'name_length';
    case 'password':
      return 'password_short';
    case 'date_of_birth':
      // The server's clock may have passed a birthday the browser's has not (or a day the other way round).
      return 'date_of_birth_under_age';
    case 'gender':
      return 'gender_required';
    case 'signup_message':
      return 'message_too_long';
  }
};

export type BuiltRequest = { readonly ok: true; readonly request: SignupRequest } | { readonly ok: false; readonly field: SignupField };

/** The request of a draft without problems, checked with the request's own codec. */
export const requestOf = (draft: SignupDraft, language: Locale, tracking: TrackingRecord): BuiltRequest => {
  const message = messageOf(draft.signup_message);
  const decoded = decode(SignupRequest, {
    email: draft.email.trim(),
    name: draft.name.trim(),
    password: draft.password,
    date_of_birth: draft.date_of_birth,
    gender: draft.gender,
    language,
    ...(message === '' ? {} : { signup_message: message }),
    ...(hasTrackingValues(tracking) ? { tracking } : {}),
  });
  if (isRight(decoded)) return { ok: true, request: decoded.right };
  // A path no field owns (the language, the tracking record) cannot be typed wrong: it is shown on the e-mail, the first field.
  return { ok: false, field: fieldOfPath(firstField(decoded.left)) ?? 'email' };
};

/**
 * 'Bedoelde je …?': the address with a well-known domain in place of a likely typo (gmial.com → gmail.com),
 * or null when the domain looks right or the address is not one yet.
 */
export const emailSuggestion = (email: string): string | null => {
  const typed = email.trim();
  if (!Email.is(typed)) return null;
  const suggestion = suggestEmail({ email: typed });
  return suggestion === undefined || suggestion.full === typed ? null : suggestion.full;
};

/** Spec §6: visitors sign up when signups is 'all', or 'with_trafficsource' and they came with a tracking source. */
export const signupsOpen = (policy: string, tracking: TrackingRecord): boolean =>
  policy === 'all' || (policy === 'with_trafficsource' && hasTrackingValues(tracking));
