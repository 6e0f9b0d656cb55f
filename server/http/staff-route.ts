import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decode, firstField } from '../../io/codec/decode';
import type { StaffProfile } from '../../io/entities/staff';
import { staffContract, type StaffAccess, type StaffEndpointName } from '../../io/staff-contract';
import type { Database } from '../db/database';
import { fail, invalidInput, type Answer } from './answer';
import type { ServerDeps } from './deps';
import { encodeAnswer } from './encode';
import { hiddenNotFound } from './errors';
import { rateLimiter, sendEncoded, type RateLimit } from './route';
import { findStaff } from './staff-session';

type Entry<N extends StaffEndpointName> = (typeof staffContract)[N];
type QueryOf<N extends StaffEndpointName> = t.TypeOf<Entry<N>['query']>;
type BodyOf<N extends StaffEndpointName> = t.TypeOf<Entry<N>['body']>;
type ResponseOf<N extends StaffEndpointName> = t.TypeOf<Entry<N>['response']>;

export interface StaffContext<Q, B, S> {
  readonly query: Q;
  readonly body: B;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly deps: ServerDeps;
  readonly db: Database;
  readonly now: Date;
  /** The logged-in staff member (null only on the public login). */
  readonly staff: S;
}

type StaffOf<A extends StaffAccess> = A extends 'public' ? StaffProfile | null : StaffProfile;

/** Whether a staff member (or nobody) may call an endpoint of this access. */
const mayCall = (access: StaffAccess, staff: StaffProfile | null): boolean =>
  access === 'public' || (staff !== null && (access === 'staff' || staff.roles.includes(access)));


/**
 * Binds a staff contract entry. The session and role are checked before anything is decoded: without them
 * the answer is 404, the same as for a path that does not exist. Staff routes stay outside the member
 * endpoints' dispatch table, so a wrong method does not reveal them with a 405 either.
 */
export const staffRoute = <N extends StaffEndpointName>(
  app: FastifyInstance,
  name: N,
  handler: (ctx: StaffContext<QueryOf<N>, BodyOf<N>, StaffOf<Entry<N>['access']>>) => Promise<Answer<ResponseOf<N>>>,
  options: { readonly rateLimit?: RateLimit } = {},
): void => {
  const entry = staffContract[name];
  // The login's, per client address, beside the account's own lockout: one address trying many accounts is slowed too.
  const overLimit = rateLimiter(app, options.rateLimit === undefined ? [] : [options.rateLimit]);
  const queryCodec = entry.query as t.Type<QueryOf<N>, unknown>;
  const bodyCodec = entry.body as t.Type<BodyOf<N>, unknown>;
  const responseCodec = entry.response as t.Type<ResponseOf<N>, unknown>;
  app.route({
    method: entry.method,
    url: entry.path,
    handler: async (request, reply) => {
      const waitSeconds = await overLimit(request, reply);
      if (waitSeconds !== null) {
        // The minutes too: the login form says how long to wait.
        sendEncoded(reply, encodeAnswer(responseCodec, fail(429, { error: 'rate_limited', minutes: Math.max(1, Math.ceil(waitSeconds / 60)) })));
        return reply;
      }
      const { deps } = app;
      const now = deps.clock.now();
      const staff = await findStaff(deps.db, request, now);
      if (!mayCall(entry.access, staff)) {
        hiddenNotFound(reply);
        return reply;
      }
      const query = decode(queryCodec, request.query ?? {});
      if (E.isLeft(query)) { sendEncoded(reply, encodeAnswer(responseCodec, invalidInput(firstField(query.left)))); return reply; }
      const body = decode(bodyCodec, request.body);
      if (E.isLeft(body)) { sendEncoded(reply, encodeAnswer(responseCodec, invalidInput(firstField(body.left) || 'body'))); return reply; }
      const ctx = { query: query.right, body: body.right, request, reply, deps, db: deps.db, now, staff } as StaffContext<QueryOf<N>, BodyOf<N>, StaffOf<Entry<N>['access']>>;
      sendEncoded(reply, encodeAnswer(responseCodec, await handler(ctx)));
      return reply;
    },
  });
};
