import type { ApiError } from '../../io/errors';
import { MailToken } from '../../io/entities/account';
import { httpFailureOf } from '../shared/http-failure';

/**
 * The server's refusal in a failed call's answer, or null when there is none to read (no connection, a
 * 5xx without a body): the screen then says 'Er is een fout opgetreden, probeer het later opnieuw.'.
 * A programming error (not an HttpFailure) is rethrown by httpFailureOf.
 */
export const refusalOf = (error: unknown): ApiError | null => {
  const failure = httpFailureOf(error);
  return failure.kind === 'http' ? failure.body : null;
};

/** Whether a failed call was refused with this code. */
export const isRefusal = (error: unknown, code: ApiError['error']): boolean => refusalOf(error)?.error === code;

/** A mail link's token as the contract accepts it: anything else is the same dead link as an expired one, without a call. */
export const isMailToken = (token: string | null): token is string => MailToken.is(token);
