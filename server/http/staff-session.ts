import type { FastifyReply, FastifyRequest } from 'fastify';
import { rolesOf, type StaffProfile } from '../../io/entities/staff';
import type { Queryable } from '../db/database';
import { cookieTokenOf, hashSessionToken, isSecure, newSessionToken } from './session';

/** Issue 14: a console left alone for 30 minutes asks for the password and a code again. */
export const staffIdleMs = 30 * 60_000;

// A cookie of its own, apart from the member session: a member's session never reaches the console, and
// SameSite=Strict: no link from another site arrives logged in.
const staffCookie = 'rdv_staff';
const secureStaffCookie = '__Host-rdv_staff';
const cookieName = (request: FastifyRequest): string => (isSecure(request) ? secureStaffCookie : staffCookie);
const cookieOptions = (request: FastifyRequest) => ({ httpOnly: true, sameSite: 'strict' as const, path: '/', secure: isSecure(request) });
const tokenOf = (request: FastifyRequest): string | undefined => cookieTokenOf(request, cookieName(request));

export const startStaffSession = async (q: Queryable, request: FastifyRequest, reply: FastifyReply, staffId: number, now: Date): Promise<void> => {
  const token = newSessionToken();
  await q.query('INSERT INTO staff_sessions (token_hash, staff_id, started_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashSessionToken(token), staffId, now, new Date(now.getTime() + staffIdleMs),
  ]);
  // No Max-Age: the cookie ends with the browser too.
  reply.setCookie(cookieName(request), token, cookieOptions(request));
};

export const endStaffSession = async (q: Queryable, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  const token = tokenOf(request);
  if (token !== undefined) await q.query('DELETE FROM staff_sessions WHERE token_hash = $1', [hashSessionToken(token)]);
  reply.clearCookie(cookieName(request), cookieOptions(request));
};

/** The columns a staff member's profile is read from (as `staff`), and the profile they make. */
export const staffProfileColumns = 'staff.id::text AS id, staff.email, staff.name, staff.roles, staff.sites';

export interface StaffRow {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly roles: string[];
  readonly sites: string[] | null;
}

export const profileOfRow = (row: StaffRow): StaffProfile => ({ id: Number(row.id), email: row.email, name: row.name, roles: rolesOf(row.roles), sites: row.sites });

/**
 * The staff member whose live session the request carries, its idle time started anew; null without one.
 * Each call moves the expiry on (a staff member's calls are few; a member session's heartbeat is cheaper).
 */
export const findStaff = async (q: Queryable, request: FastifyRequest, now: Date): Promise<StaffProfile | null> => {
  const token = tokenOf(request);
  if (token === undefined) return null;
  const rows = await q.query<StaffRow>(
    `UPDATE staff_sessions s SET expires_at = $3 FROM staff
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND staff.id = s.staff_id AND staff.removed_at IS NULL
      RETURNING ${staffProfileColumns}`,
    [hashSessionToken(token), now, new Date(now.getTime() + staffIdleMs)],
  );
  const row = rows[0];
  return row === undefined ? null : profileOfRow(row);
};
