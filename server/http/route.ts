import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decode, firstField } from '../../io/codec/decode';
import { contract, type BodyOf, type EndpointName, type QueryOf, type ResponseOf } from '../../io/contract';
import type { Queryable, UnitOfWork } from '../db/database';
import { authenticationRequired, invalidInput, type Answer } from './answer';
import type { ServerDeps } from './deps';
import { register } from './dispatch';
import { encodeAnswer, type EncodedReply } from './encode';
import { endpointOf, type EndpointOf } from './endpoint';
import { RateLimited } from './errors';
import { maxIdempotencyKeyLength, memberKeyScope, runClaimed, runIdempotent } from './idempotency';
import { findViewerCached, hashSessionToken, sessionCookieName, type Viewer } from './session';
import type { Site } from './site';
import type { Ticket } from '../cache/tagged-cache';
import { retryOnConflict } from '../modules/retry';

/** What every handler receives: decoded query and body, and the request's world. */
interface RequestContext<Q, B> {
  readonly query: Q;
  readonly body: B;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly deps: ServerDeps;
  /** The request's time, read once from the clock. */
  readonly now: Date;
  /** Reads; inside an idempotent request this is its transaction. */
  readonly db: Queryable;
  /** Inside an idempotent request: runs in its transaction. */
  readonly transaction: UnitOfWork['transaction'];
  /** The site of the request's Host (or the default site), from the site cache on first use. */
  readonly site: () => Promise<Site>;
}
/**
 * A public endpoint's context. The session is looked up only if the handler asks (login, logout, search):
 * the other public calls never touch the sessions table.
 */
export interface Context<Q, B> extends RequestContext<Q, B> {
  readonly viewer: () => Promise<Viewer | null>;
}
export type MemberContext<Q, B> = RequestContext<Q, B> & { readonly viewer: Viewer };

export type Handler<Q, B, R> = (ctx: Context<Q, B>) => Promise<Answer<R>>;
export interface RateLimit {
  readonly max: number;
  readonly timeWindowMs: number;
  /** Counted per client address (default), or per session (a request without one: per address). */
  readonly per?: 'address' | 'session';
}
export interface BindOptions<R = unknown> {
  /** Requests per window on this binding, each limit on its own count; over any: 429 rate_limited. */
  readonly rateLimit?: RateLimit | ReadonlyArray<RateLimit>;
  /**
   * A member GET whose answer follows from the read caches: it is kept as sent, per viewer, until a change
   * touches the viewer or one of the members this names in it, the site is reloaded, or the UTC day turns.
   */
  readonly keepAnswer?: { readonly membersIn: (value: R) => ReadonlyArray<number> };
  /**
   * A keyed endpoint whose handler calls a remote service (a payment provider): its key is claimed before
   * and its answer stored after the handler, which runs its own transactions (http/idempotency.ts runClaimed),
   * instead of the whole request running in the key's one transaction.
   */
  readonly callsRemoteService?: boolean;
}

// The session's key is the hash of its cookie: the token itself is not kept in the limiter's memory.
const sessionKey = (request: FastifyRequest): string => {
  const token = request.cookies[sessionCookieName(request)];
  return token === undefined ? `address:${request.ip}` : `session:${hashSessionToken(token)}`;
};

/**
 * Counts a request against each limit (createRateLimit counts without answering: app.rateLimit's handler runs
 * only once per request, so a second limit on the same request would never be counted). Over any: sets
 * Retry-After and gives the seconds to wait; otherwise null. Shared by member and staff endpoints.
 */
export const rateLimiter = (app: FastifyInstance, limits: ReadonlyArray<RateLimit>) => {
  const limiters = limits.map((limit) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs, ...(limit.per === 'session' ? { keyGenerator: sessionKey } : {}) }),
  );
  return async (request: FastifyRequest, reply: FastifyReply): Promise<number | null> => {
    for (const limiter of limiters) {
      const counted = await limiter(request);
      if (!counted.isAllowed && counted.isExceeded) {
        reply.header('Retry-After', String(counted.ttlInSeconds));
        return counted.ttlInSeconds;
      }
    }
    return null;
  };
};

const idempotencyKeyOf = (request: FastifyRequest): string | undefined | null => {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  return typeof header === 'string' && header.length > 0 && header.length <= maxIdempotencyKeyLength ? header : null;
};

export const sendEncoded = (reply: FastifyReply, final: EncodedReply & { replayed?: boolean }): void => {
  if (final.replayed === true) reply.header('Idempotent-Replayed', 'true');
  reply.code(final.status).header('Cache-Control', 'no-store').send(final.body);
};

const sendJson = (reply: FastifyReply, json: string): void => {
  reply.code(200).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(json);
};

const dayOf = (now: Date): number => Math.floor(now.getTime() / 86_400_000);

/**
 * `make`'s value, made on the first call only. Per-request values are made this way rather than with a named
 * closure per request: the server runs under tsx, whose esbuild keeps function names by redefining `name`
 * on every named closure it creates (about 5 % of an API call's time in bench/api.ts).
 */
const memoized = <T>(make: () => T): (() => T) => {
  let made: { readonly value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

/** What a request brings to its handler, before the database it reads from is chosen. */
type RequestParts<Q, B> = Pick<Context<Q, B>, 'query' | 'body' | 'request' | 'reply' | 'deps' | 'now' | 'viewer'>;

const execute = async <Q, B, R>(
  endpoint: EndpointOf<Q, B, R>,
  handler: Handler<Q, B, R>,
  parts: RequestParts<Q, B>,
  db: Queryable,
  transaction: UnitOfWork['transaction'],
): Promise<EncodedReply> => {
  const { deps, request } = parts;
  const site = memoized(() => deps.sites.find(db, [request.hostname], deps.defaultDomain));
  return encodeAnswer(endpoint.response, await handler({ ...parts, db, transaction, site }));
};

/**
 * A kept answer's JSON when it still holds for this viewer, site and day; otherwise the handler's answer,
 * kept when it is a 200 and no change touched its members since `begun` (taken before the viewer was read).
 */
const executeKept = async <Q, B, R>(
  name: string,
  endpoint: EndpointOf<Q, B, R>,
  handler: Handler<Q, B, R>,
  parts: RequestParts<Q, B>,
  kept: { readonly viewer: Viewer; readonly begun: Ticket; readonly membersIn: (value: R) => ReadonlyArray<number> },
): Promise<EncodedReply | string> => {
  const { deps, request, now } = parts;
  const { viewer, begun, membersIn } = kept;
  const { answers } = deps.reads;
  const key = `${name}:${String(viewer.member.id)}`;
  const site = await deps.sites.find(deps.db, [request.hostname], deps.defaultDomain);
  const day = dayOf(now);
  const known = answers.get(key);
  if (known !== undefined && known.site === site && known.day === day) return known.json;
  const answer = await handler({ ...parts, db: deps.db, transaction: (fn) => deps.db.transaction(fn), site: () => Promise.resolve(site) });
  const encoded = encodeAnswer(endpoint.response, answer);
  if (!answer.ok || answer.status !== 200) return encoded;
  const json = JSON.stringify(encoded.body);
  answers.set(key, { site, day, json }, [viewer.member.id, ...membersIn(answer.value)], begun);
  return json;
};

/**
 * Binds one endpoint (a contract entry, or a test's own) to `handler`: decodes query and body before the
 * handler runs (400 naming the field), enforces access 'member' (403), honours Idempotency-Key on 'keyed'
 * endpoints and encodes the answer with the response codec.
 */
export const bindEndpoint = <Q, B, R>(
  app: FastifyInstance,
  name: string,
  endpoint: EndpointOf<Q, B, R>,
  handler: Handler<Q, B, R>,
  options: BindOptions<R> = {},
): void => {
  const { keepAnswer, callsRemoteService = false } = options;
  if (keepAnswer !== undefined && (endpoint.method !== 'GET' || endpoint.access !== 'member')) throw new Error(`${name}: only member GETs keep answers`);
  const limits = options.rateLimit === undefined ? [] : 'max' in options.rateLimit ? [options.rateLimit] : options.rateLimit;
  const overLimit = rateLimiter(app, limits);
  const run = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if ((await overLimit(request, reply)) !== null) throw new RateLimited();
    const { deps } = app;
    const now = deps.clock.now();
    const begun = deps.reads.group.begin();
    const viewer = memoized(() => findViewerCached(deps.db, deps.reads, request, now));
    if (endpoint.access === 'member' && (await viewer()) === null) { sendEncoded(reply, encodeAnswer(endpoint.response, authenticationRequired())); return; }
    const query = decode(endpoint.query, request.query ?? {});
    if (E.isLeft(query)) { sendEncoded(reply, encodeAnswer(endpoint.response, invalidInput(firstField(query.left)))); return; }
    const body = decode(endpoint.body, request.body);
    if (E.isLeft(body)) { sendEncoded(reply, encodeAnswer(endpoint.response, invalidInput(firstField(body.left) || 'body'))); return; }
    const key = endpoint.retry === 'keyed' ? idempotencyKeyOf(request) : undefined;
    if (key === null) { sendEncoded(reply, encodeAnswer(endpoint.response, invalidInput('Idempotency-Key'))); return; }
    const parts: RequestParts<Q, B> = { query: query.right, body: body.right, request, reply, deps, now, viewer };
    const keeper = keepAnswer === undefined ? null : await viewer();
    if (keepAnswer !== undefined && keeper !== null) {
      const answer = await executeKept(name, endpoint, handler, parts, { viewer: keeper, begun, membersIn: keepAnswer.membersIn });
      if (typeof answer === 'string') sendJson(reply, answer);
      else sendEncoded(reply, answer);
      return;
    }
    if (key === undefined) { sendEncoded(reply, await execute(endpoint, handler, parts, deps.db, (fn) => deps.db.transaction(fn))); return; }
    // A member's keys are theirs across sessions: an outbox that resends after a new login hits the same key.
    // A visitor's keys share one scope (they are random, so they do not collide).
    const member = (await viewer())?.member.id;
    const scope = { scope: member === undefined ? 'anonymous' : memberKeyScope(member), endpoint: name, key, now };
    if (callsRemoteService) {
      sendEncoded(reply, await runClaimed(deps.db, scope, () => execute(endpoint, handler, parts, deps.db, (fn) => deps.db.transaction(fn))));
      return;
    }
    // Another writer got to a stream first (e.g. the member's account, by a send from another tab): the whole
    // keyed transaction, key included, rolled back, so it runs again from a fresh read.
    sendEncoded(reply, await retryOnConflict(() => runIdempotent(deps.db, scope, (tx) => execute(endpoint, handler, parts, tx, (fn) => fn(tx)))));
  };
  register(app, endpoint, { queryFailure: (raw) => E.getOrElseW(() => null)(E.swap(decode(endpoint.query, raw ?? {}))), run });
};

/** Binds a public contract entry. */
export const route = <N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: Handler<QueryOf<N>, BodyOf<N>, ResponseOf<N>>,
  options?: BindOptions,
): void => {
  if (contract[name].access !== 'public') throw new Error(`${name} is a member endpoint: bind it with memberRoute`);
  bindEndpoint(app, name, endpointOf(name), handler, options);
};

/** Binds a member-only contract entry; the handler always has a viewer (logged out: 403 before it runs). */
export const memberRoute = <N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: (ctx: MemberContext<QueryOf<N>, BodyOf<N>>) => Promise<Answer<ResponseOf<N>>>,
  options?: BindOptions<ResponseOf<N>>,
): void => {
  if (contract[name].access !== 'member') throw new Error(`${name} is a public endpoint: bind it with route`);
  // bindEndpoint has already looked the session up for a member endpoint (403 before decoding): this reads it again from memory.
  bindEndpoint(app, name, endpointOf(name), async (ctx) => {
    const viewer = await ctx.viewer();
    return viewer === null ? authenticationRequired() : handler({ ...ctx, viewer });
  }, options);
};
