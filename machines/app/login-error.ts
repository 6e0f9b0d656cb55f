import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { HttpFailure } from '../../io/http-failure';
import { queryValue } from '../tracking/query-string';

/** What the login screen tells the member; ids, not text: the view translates. */
export type LoginError =
  | { readonly code: 'login_failed' }
  | { readonly code: 'account_locked'; readonly minutes: number }
  | { readonly code: 'rate_limited' }
  | { readonly code: 'unavailable' }
  /** The password was right, but the account is deleted and not final yet (spec §8): offer reactivation. */
  | { readonly code: 'account_deleted' }
  /** The password was right, but staff banned the account (issue 14): the banned-login notice. */
  | { readonly code: 'account_banned' }
  | { readonly code: 'field_required'; readonly field: 'email' | 'password' };

/** Checked before the call: a login without an e-mail or a password never reaches the server. */
export const missingCredential = (email: string, password: string): LoginError | null =>
  email.trim() === ''
    ? { code: 'field_required', field: 'email' }
    : password === ''
      ? { code: 'field_required', field: 'password' }
      : null;

export const loginErrorOf = (failure: HttpFailure): LoginError => {
  if (failure.kind !== 'http' || failure.body === null) return { code: 'unavailable' };
  switch (failure.body.error) {
    case 'account_locked':
      return { code: 'account_locked', minutes: Math.max(1, Math.ceil(failure.body.minutes ?? 1)) };
    case 'rate_limited':
      return { code: 'rate_limited' };
    case 'account_deleted':
      return { code: 'account_deleted' };
    case 'account_banned':
      return { code: 'account_banned' };
    case 'login_failed':
    case 'invalid_input':
      return { code: 'login_failed' };
    default:
      return { code: 'unavailable' };
  }
};

/** The refusals a login without script is sent back with (server/modules/login/form.ts): `?error=` and `minutes`. */
const FormRefusal = t.keyof({ login_failed: null, account_locked: null, rate_limited: null, account_deleted: null, account_banned: null });

/**
 * The refusal the address names after a login sent before the page had hydrated (the served form posted and
 * the server sent the browser back here); null when it names none, or one this screen does not know.
 */
export const loginErrorOfSearch = (search: string): LoginError | null => {
  const code = FormRefusal.decode(queryValue(search, 'error'));
  if (isLeft(code)) return null;
  if (code.right !== 'account_locked') return { code: code.right };
  const minutes = Number(queryValue(search, 'minutes'));
  return { code: 'account_locked', minutes: Number.isInteger(minutes) && minutes > 0 ? minutes : 1 };
};
