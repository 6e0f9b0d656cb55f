import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { LightMyRequestResponse } from 'fastify';
import { decode, describeFailure } from '../../../io/codec/decode';

/** The response body decoded with a contract codec: typed, and a failed test when it does not decode. */
export const bodyOf = <A>(codec: t.Type<A, unknown>, response: LightMyRequestResponse): A => {
  const decoded = decode(codec, JSON.parse(response.body));
  if (E.isLeft(decoded)) throw new Error(`${response.statusCode} body does not decode (${describeFailure(decoded.left)}): ${response.body}`);
  return decoded.right;
};
