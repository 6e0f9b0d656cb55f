import { isBlockedEitherWay } from '../blocks/read';
import type { Queryable } from '../../db/database';
import { memberColumns, profileColumns, type MemberRow, type ProfileRow } from './member-row';

export const findMember = async (q: Queryable, id: number): Promise<MemberRow | undefined> =>
  (await q.query<MemberRow>(`SELECT ${memberColumns('m')} FROM members m WHERE m.id = $1`, [id]))[0];

export const findMemberByEmail = async (q: Queryable, site: string, email: string): Promise<MemberRow | undefined> =>
  (await q.query<MemberRow>(`SELECT ${memberColumns('m')} FROM members m WHERE m.site = $1 AND m.email = $2`, [site, email]))[0];

/** A member with the profile facts, whatever the profile's status (the member's own /profile). */
export const findProfile = async (q: Queryable, id: number): Promise<ProfileRow | undefined> =>
  (await q.query<ProfileRow>(`SELECT ${profileColumns('m')} FROM members m WHERE m.id = $1`, [id]))[0];

/**
 * The members a visitor may see (spec §6, the rule of visitor search): fictional profiles (the
 * operator's, on every label) and members who signed up on a site that allows logged-out search.
 */
export const visibleToVisitorsSql = (alias: string): string =>
  `(${alias}.fictional OR ${alias}.site IN (SELECT domain FROM sites WHERE settings->'logged_out_search' = 'true'::jsonb))`;

/**
 * Whether `memberId` must look absent to `viewerId` (a 404, never a 403 that reveals why).
 * A block either way hides: the blocked party cannot view the blocker, and the blocker has chosen not to see them.
 */
export const isHiddenFrom = (q: Queryable, viewerId: number, memberId: number): Promise<boolean> => isBlockedEitherWay(q, viewerId, memberId);
