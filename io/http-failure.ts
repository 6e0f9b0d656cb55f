import * as t from 'io-ts';
import { DecodeFailure } from './codec/decode';
import { ApiError } from './errors';

/**
 * Why a call failed, as the http adapter reports it and as machines read it back from an actor's error.
 * Machines decode the unknown error with this codec instead of casting it.
 */
export const HttpFailure = t.union([
  t.readonly(t.type({ kind: t.literal('network') })),
  t.readonly(t.type({ kind: t.literal('http'), status: t.number, body: t.union([ApiError, t.null]) })),
  t.readonly(t.type({ kind: t.literal('decode'), failure: DecodeFailure })),
]);
export type HttpFailure = t.TypeOf<typeof HttpFailure>;
