import type { Queryable } from '../../db/database';
import { memberColumns, type MemberRow } from './member-row';

export const findMember = async (q: Queryable, id: number): Promise<MemberRow | undefined> =>
  (await q.query<MemberRow>(`SELECT ${memberColumns('m')} FROM members m WHERE m.id = $1`, [id]))[0];

export const findMemberByEmail = async (q: Queryable, site: string, email: string): Promise<MemberRow | undefined> =>
  (await q.query<MemberRow>(`SELECT ${memberColumns('m')} FROM members m WHERE m.site = $1 AND m.email = $2`, [site, email]))[0];
