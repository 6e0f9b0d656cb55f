import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { memberColumns, type MemberRow } from '../modules/members/member-row';

export const sessionCookie = 'rdv_session';
/** Spec §9: the auth cookie lasts 30 days. */
export const sessionTtlMs = 30 * 24 * 60 * 60 * 1000;

/** A new session id: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The logged-in member of a request and the session it came with. */
export interface Viewer {
  readonly sessionHash: string;
  readonly member: MemberRow;
}

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  // Secure only over https: a Secure cookie sent over plain http (localhost) would never come back.
  secure: request.protocol === 'https',
});

export const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string): void => {
  reply.setCookie(sessionCookie, token, { ...cookieOptions(request), maxAge: sessionTtlMs / 1000 });
};

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  reply.clearCookie(sessionCookie, cookieOptions(request));
};

/** The member whose unexpired session the request's cookie names, or null. */
export const findViewer = async (q: Queryable, request: FastifyRequest, now: Date): Promise<Viewer | null> => {
  const token = request.cookies[sessionCookie];
  if (token === undefined || !tokenPattern.test(token)) return null;
  const sessionHash = hashSessionToken(token);
  const rows = await q.query<MemberRow>(
    `SELECT ${memberColumns('m')} FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.hash = $1 AND s.expires_at > $2`,
    [sessionHash, now.toISOString()],
  );
  const member = rows[0];
  return member === undefined ? null : { sessionHash, member };
};
