import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { decode, type DecodeFailure } from '../io/codec/decode';
import { ApiError } from '../io/errors';
import { HttpFailure } from '../io/http-failure';

/** Every way a call can fail (io/http-failure.ts). The Observable of a call errors with exactly one of these. */
export type HttpError = HttpFailure;

/** For the code that receives an Observable's `unknown` error. */
export const isHttpError = (value: unknown): value is HttpError => HttpFailure.is(value);

/** One attempt's result: a decoded body, a failure, or a 403 authentication_required (raw text kept for that test). */
export type Outcome<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly error: HttpError; readonly text: string };

export const networkError: HttpError = { kind: 'network' };

const notJson: DecodeFailure = { _tag: 'DecodeFailure', issues: [{ path: '', expected: 'JSON', message: 'response body is not JSON' }] };

const parseJson = (text: string): E.Either<DecodeFailure, unknown> => E.tryCatch((): unknown => JSON.parse(text), () => notJson);

const errorBodyOf = (text: string): ApiError | null =>
  E.getOrElseW(() => null)(E.chain((json: unknown) => decode(ApiError, json))(parseJson(text)));

/** Reads and classifies a response; rejects only when the body cannot be read (a network failure). */
export const outcomeOf = async <A>(response: Response, codec: t.Type<A, unknown>): Promise<Outcome<A>> => {
  const text = await response.text();
  if (!response.ok) return { ok: false, error: { kind: 'http', status: response.status, body: errorBodyOf(text) }, text };
  const decoded = E.chain((json: unknown) => decode(codec, json))(parseJson(text));
  return E.isRight(decoded) ? { ok: true, value: decoded.right } : { ok: false, error: { kind: 'decode', failure: decoded.left }, text };
};

/** Network failures and server errors may pass on a second try; 4xx and bad bodies will not. */
export const isTransient = (error: HttpError): boolean =>
  error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
