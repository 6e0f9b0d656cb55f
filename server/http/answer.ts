import type { ApiError } from '../../io/errors';

/** What a route handler answers: a value for the response codec, or an error body with its status. */
export type Answer<A> =
  | { readonly ok: true; readonly status: number; readonly value: A }
  | { readonly ok: false; readonly status: number; readonly error: ApiError };

export const ok = <A>(value: A, status = 200): Answer<A> => ({ ok: true, status, value });

export const fail = (status: number, error: ApiError): Answer<never> => ({ ok: false, status, error });

/** 400 naming the offending input field (a dotted io-ts path; 'body' for the body as a whole). */
export const invalidInput = (field: string): Answer<never> => fail(400, { error: 'invalid_input', field });

export const authenticationRequired = (): Answer<never> => fail(403, { error: 'authentication_required' });
