import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../io/errors';
import { ConcurrencyError } from '../events/event-store';
import { allowedMethods } from './dispatch';

/** Thrown by the rate limiter; answered 429 rate_limited. */
export class RateLimited extends Error {
  readonly statusCode = 429;
  constructor() {
    super('rate limited');
    this.name = 'RateLimited';
  }
}

/**
 * A provider outside the server (an SMS gateway, a payment provider) failed: 502 provider_unavailable, which the
 * browser tries again. Thrown rather than answered where the request's transaction must roll back (its
 * Idempotency-Key too, so the retry runs again). It is logged: its message must not carry personal data.
 */
export class ProviderUnavailable extends Error {
  constructor(what: string, options?: ErrorOptions) {
    super(`${what} unavailable`, options);
    this.name = 'ProviderUnavailable';
  }
}

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : undefined;

/** Fastify's body errors: all about the body as a whole. */
const bodyErrors: Readonly<Record<string, number>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
};

/** The status and body for an error thrown anywhere in a request. */
export const answerOfError = (error: unknown): { status: number; body: ApiError } => {
  if (error instanceof RateLimited) return { status: 429, body: { error: 'rate_limited' } };
  if (error instanceof ConcurrencyError) return { status: 409, body: { error: 'conflict' } };
  if (error instanceof ProviderUnavailable) return { status: 502, body: { error: 'provider_unavailable' } };
  const bodyStatus = bodyErrors[codeOf(error) ?? ''];
  if (bodyStatus !== undefined) return { status: bodyStatus, body: { error: 'invalid_input', field: 'body' } };
  const status = statusOf(error);
  // Any other client error Fastify raises (a malformed URL or header) is still the request's fault.
  if (status !== undefined && status >= 400 && status < 500) return { status, body: { error: 'invalid_input', field: 'request' } };
  return { status: 500, body: { error: 'server_error' } };
};

const sendError = (reply: FastifyReply, status: number, body: ApiError): void => {
  reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);
};

/** JSON errors everywhere; a 500 is logged with its stack and answered without it. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: unknown, request, reply) => {
    const { status, body } = answerOfError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: codeOf(error) }, 'request refused');
    sendError(reply, status, body);
  });
};

/**
 * Refusals made before routing skip the hooks that set the security headers; a JSON error needs only these:
 * it may run nothing, be framed by nobody, and is never sniffed as HTML.
 */
const beforeRoutingHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

/**
 * Errors Fastify raises before routing (a malformed URL): the same JSON shape, never Fastify's own body,
 * which names the framework and echoes the URL.
 */
export const frameworkErrors = (error: unknown, request: FastifyRequest, reply: FastifyReply): void => {
  const { status, body } = answerOfError(error);
  request.log.info({ status, code: codeOf(error) }, 'request refused before routing');
  reply.headers(beforeRoutingHeaders);
  sendError(reply, status, body);
};

const rawHeaders = Object.entries(beforeRoutingHeaders).map(([name, value]) => `${name}: ${value}\r\n`).join('');

const clientErrorBody = JSON.stringify({ error: 'invalid_input', field: 'request' } satisfies ApiError);

/** A request so malformed that HTTP parsing failed: answered on the raw socket, in the same shape. */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket): void => {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n${rawHeaders}Content-Length: ${Buffer.byteLength(clientErrorBody)}\r\nConnection: close\r\n\r\n${clientErrorBody}`,
  );
};

/** 404 as for a path that does not exist, never a 405: for what must not show that it is there (the staff calls). */
export const hiddenNotFound = (reply: FastifyReply): void => sendError(reply, 404, { error: 'not_found' });

export const notFound = (reply: FastifyReply): void => {
  const allowed = allowedMethods(reply.server, (reply.request.url.split('?')[0]) ?? '');
  if (allowed.length === 0) return sendError(reply, 404, { error: 'not_found' });
  // The path exists with other methods: 405 with the methods it has.
  reply.header('Allow', allowed.join(', '));
  sendError(reply, 405, { error: 'method_not_allowed' });
};
