import type { FastifyRequest } from 'fastify';
import type { StaffProfile } from '../../../io/entities/staff';
import type { Queryable } from '../../db/database';
import { findStaff, profileOfRow, staffProfileColumns, type StaffRow } from '../../http/staff-session';

/** A staff member as the console shows them; null for an unknown id. */
export const staffProfileOf = async (q: Queryable, staffId: number): Promise<StaffProfile | null> => {
  const [row] = await q.query<StaffRow>(`SELECT ${staffProfileColumns} FROM staff WHERE id = $1`, [staffId]);
  return row === undefined ? null : profileOfRow(row);
};

/** Whether a staff member works on a site (null sites: every site). */
export const worksOn = (staff: Pick<StaffProfile, 'sites'>, site: string): boolean => staff.sites === null || staff.sites.includes(site);

/**
 * SQL condition: `siteColumn` is one of the staff member's sites, whose list is the text[] parameter `param`
 * (null: every site). The SQL side of worksOn, for the console's lists.
 */
export const onStaffSitesSql = (siteColumn: string, param = '$1'): string => `(${param}::text[] IS NULL OR ${siteColumn} = ANY(${param}::text[]))`;

/** Whether `memberId` is a member of one of the staff member's sites (false for an unknown member). */
export const worksOnMember = async (q: Queryable, staff: Pick<StaffProfile, 'sites'>, memberId: number): Promise<boolean> => {
  const [row] = await q.query<{ site: string }>('SELECT site FROM members WHERE id = $1', [memberId]);
  return row !== undefined && worksOn(staff, row.site);
};

/** Whether the request comes from a moderator's console working on the site of `memberId`. */
export const moderatorMaySee = async (q: Queryable, request: FastifyRequest, now: Date, memberId: number): Promise<boolean> => {
  const staff = await findStaff(q, request, now);
  return staff !== null && staff.roles.includes('moderator') && (await worksOnMember(q, staff, memberId));
};

/** The staff working on any site of `viewer` (all staff for one who works on every site), by name. */
export const staffNamesFor = async (q: Queryable, viewer: Pick<StaffProfile, 'sites'>): Promise<Array<{ id: number; name: string }>> => {
  const rows = await q.query<{ id: string; name: string }>(
    'SELECT id::text AS id, name FROM staff WHERE $1::text[] IS NULL OR sites IS NULL OR sites && $1::text[] ORDER BY name, id',
    [viewer.sites],
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
};
