import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { memberColumns, type MemberRow } from '../modules/members/member-row';

/**
 * Over https the cookie is `__Host-rdv_session`: the browser then accepts it only Secure, for path /, with
 * no Domain, so neither a sibling host nor a plain-http answer can plant or overwrite it. Over plain http
 * (localhost) a `__Host-` cookie would be refused, so it is plain `rdv_session` there. Each protocol reads
 * only its own name.
 */
const sessionCookie = 'rdv_session';
const secureSessionCookie = '__Host-rdv_session';
/** Spec §9: the auth cookie lasts 30 days, however active the member is (absolute lifetime). */
export const sessionTtlMs = 30 * 24 * 60 * 60 * 1000;
/** A session unused for 7 days ends (OWASP ASVS 5.0 V7.3.1): a week covers a member's weekly visit. */
const sessionIdleMs = 7 * 24 * 60 * 60 * 1000;
/** Last-seen is written at most once per this interval per session, not on every request. */
const lastSeenResolutionMs = 5 * 60 * 1000;

/** A new session id: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The logged-in member of a request and the session it came with. */
export interface Viewer {
  readonly sessionHash: string;
  readonly member: MemberRow;
}

// Secure whenever the request came over https, also behind a trusted proxy (request.protocol reads
// X-Forwarded-Proto only then); a Secure cookie sent over plain http (localhost) would never come back.
const isSecure = (request: FastifyRequest): boolean => request.protocol === 'https';

export const sessionCookieName = (request: FastifyRequest): string => (isSecure(request) ? secureSessionCookie : sessionCookie);

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: isSecure(request),
});

export const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string): void => {
  reply.setCookie(sessionCookieName(request), token, { ...cookieOptions(request), maxAge: sessionTtlMs / 1000 });
};

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  reply.clearCookie(sessionCookieName(request), cookieOptions(request));
};

type ViewerRow = MemberRow & { readonly session_last_seen: Date | string };

/**
 * The member whose session the request's cookie names, if that session is within its 30-day lifetime and
 * was used in the last 7 days (its last-seen: session_activity, else its start). One query; the last-seen
 * is moved forward only when it is older than `lastSeenResolutionMs`, so a busy member costs one write per
 * five minutes rather than one per request.
 */
export const findViewer = async (q: Queryable, request: FastifyRequest, now: Date): Promise<Viewer | null> => {
  const token = request.cookies[sessionCookieName(request)];
  if (token === undefined || !tokenPattern.test(token)) return null;
  const sessionHash = hashSessionToken(token);
  const rows = await q.query<ViewerRow>(
    `SELECT ${memberColumns('m')}, coalesce(a.last_seen, s.started_at) AS session_last_seen
     FROM sessions s JOIN members m ON m.id = s.member_id LEFT JOIN session_activity a ON a.session_hash = s.hash
     WHERE s.hash = $1 AND s.expires_at > $2 AND coalesce(a.last_seen, s.started_at) > $3`,
    [sessionHash, now.toISOString(), new Date(now.getTime() - sessionIdleMs).toISOString()],
  );
  const row = rows[0];
  if (row === undefined) return null;
  const { session_last_seen: lastSeen, ...member } = row;
  if (now.getTime() - new Date(lastSeen).getTime() >= lastSeenResolutionMs) await recordLastSeen(q, sessionHash, now);
  return { sessionHash, member };
};

/** Moves the session's last-seen forward (never back: a late beacon must not shorten an active session). */
export const recordLastSeen = async (q: Queryable, sessionHash: string, now: Date): Promise<void> => {
  await q.query(
    `INSERT INTO session_activity (session_hash, last_seen) VALUES ($1, $2)
     ON CONFLICT (session_hash) DO UPDATE SET last_seen = greatest(session_activity.last_seen, excluded.last_seen)`,
    [sessionHash, now.toISOString()],
  );
};
