import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { decode, describeFailure } from '../../io/codec/decode';
import { ApiError } from '../../io/errors';
import type { Answer } from './answer';

/** Status and JSON body as sent (and as stored for an idempotent replay). */
export interface EncodedReply {
  readonly status: number;
  readonly body: unknown;
}

/** A handler produced a value its own response codec rejects: a server bug, never sent to the client. */
export class ResponseDoesNotDecode extends Error {
  constructor(detail: string) {
    super(`response does not match its codec: ${detail}`);
    this.name = 'ResponseDoesNotDecode';
  }
}

/**
 * Encodes an answer with the response codec and decodes the result again, as the browser will: a body
 * the client would reject (say a fictional member without its disclosure) becomes a logged 500 instead.
 */
export const encodeAnswer = <R>(codec: t.Type<R, unknown>, answer: Answer<R>): EncodedReply => {
  if (!answer.ok) return { status: answer.status, body: ApiError.encode(answer.error) };
  const body = codec.encode(answer.value);
  const check = decode(codec, body);
  if (E.isLeft(check)) throw new ResponseDoesNotDecode(describeFailure(check.left));
  return { status: answer.status, body };
};
