import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCaches } from '../cache/read-caches';
import type { Database, Queryable } from '../db/database';
import { memberColumns, type MemberRow } from '../modules/members/member-row';
import { cachedMember, keepMembers } from '../modules/members/cached';

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

/** A session token from the named cookie, when it has a token's shape. */
export const cookieTokenOf = (request: FastifyRequest, cookie: string): string | undefined => {
  const token = request.cookies[cookie];
  return token === undefined || !tokenPattern.test(token) ? undefined : token;
};

/** The logged-in member of a request and the session it came with. */
export interface Viewer {
  readonly sessionHash: string;
  readonly member: MemberRow;
}

// Secure whenever the request came over https, also behind a trusted proxy (request.protocol reads
// X-Forwarded-Proto only then); a Secure cookie sent over plain http (localhost) would never come back.
export const isSecure = (request: FastifyRequest): boolean => request.protocol === 'https';

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

type ViewerRow = MemberRow & { readonly session_member_id: number; readonly session_expires_at: Date; readonly session_last_seen: Date };

const tokenOf = (request: FastifyRequest): string | undefined => cookieTokenOf(request, sessionCookieName(request));

const needsLastSeen = (lastSeen: number, now: Date): boolean => now.getTime() - lastSeen >= lastSeenResolutionMs;

/** The session's row and its member, if the session is within its 30-day lifetime and was used in the last 7 days. */
const loadViewer = async (q: Queryable, sessionHash: string, now: Date): Promise<ViewerRow | undefined> =>
  (
    await q.query<ViewerRow>(
      `SELECT ${memberColumns('m')}, s.member_id AS session_member_id, s.expires_at AS session_expires_at,
              coalesce(a.last_seen, s.started_at) AS session_last_seen
       FROM sessions s JOIN members m ON m.id = s.member_id LEFT JOIN session_activity a ON a.session_hash = s.hash
       WHERE s.hash = $1 AND s.expires_at > $2 AND coalesce(a.last_seen, s.started_at) > $3`,
      [sessionHash, now.toISOString(), new Date(now.getTime() - sessionIdleMs).toISOString()],
    )
  )[0];

/**
 * The member whose session the request's cookie names, if that session is within its 30-day lifetime and
 * was used in the last 7 days (its last-seen: session_activity, else its start). One query; the last-seen
 * is moved forward only when it is older than `lastSeenResolutionMs`, so a busy member costs one write per
 * five minutes rather than one per request.
 */
export const findViewer = async (q: Queryable, request: FastifyRequest, now: Date): Promise<Viewer | null> => {
  const token = tokenOf(request);
  if (token === undefined) return null;
  const sessionHash = hashSessionToken(token);
  const row = await loadViewer(q, sessionHash, now);
  if (row === undefined) return null;
  const { session_last_seen: lastSeen, session_member_id: _memberId, session_expires_at: _expiresAt, ...member } = row;
  if (needsLastSeen(lastSeen.getTime(), now)) await recordLastSeen(q, sessionHash, now);
  return { sessionHash, member };
};

/**
 * findViewer through the read caches: a known session and its member cost no query. Expiry is judged per
 * request from the cached facts; a session the cache holds as expired is asked of the database again,
 * since another process may have seen it in use since.
 */
export const findViewerCached = async (db: Database, caches: ReadCaches, request: FastifyRequest, now: Date): Promise<Viewer | null> => {
  const token = tokenOf(request);
  if (token === undefined) return null;
  const sessionHash = hashSessionToken(token);
  const fact = caches.sessions.get(sessionHash);
  if (fact !== undefined && fact.expiresAt > now.getTime() && now.getTime() - fact.lastSeen < sessionIdleMs) {
    const member = await cachedMember(db, caches, fact.memberId);
    if (member !== undefined) {
      if (needsLastSeen(fact.lastSeen, now)) {
        await recordLastSeen(db, sessionHash, now);
        caches.sessions.refresh(sessionHash, { ...fact, lastSeen: now.getTime() });
      }
      return { sessionHash, member };
    }
  }
  const begun = caches.group.begin();
  const row = await loadViewer(db, sessionHash, now);
  if (row === undefined) return null;
  const { session_last_seen: lastSeen, session_member_id: memberId, session_expires_at: expiresAt, ...member } = row;
  let seen = lastSeen.getTime();
  if (needsLastSeen(seen, now)) {
    await recordLastSeen(db, sessionHash, now);
    seen = now.getTime();
  }
  caches.sessions.set(sessionHash, { memberId, expiresAt: expiresAt.getTime(), lastSeen: seen }, [memberId], begun);
  keepMembers(caches, [member], begun);
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
