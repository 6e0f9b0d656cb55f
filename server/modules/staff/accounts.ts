import type { AddedStaff, AddStaffRequest, StaffAccount, StaffAccounts } from '../../../io/entities/staff-accounts';
import { rolesOf, type StaffProfile } from '../../../io/entities/staff';
import type { Database, Queryable } from '../../db/database';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import { addStaff } from './commands';
import { newStaffPassword } from './new-password';

interface AccountRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly roles: string[];
  readonly sites: string[] | null;
  readonly enrolled: boolean;
  readonly added_at: Date;
  readonly added_by: string | null;
  readonly added_by_name: string | null;
}

/**
 * The staff accounts a site admin sees: those working on any of the admin's sites (all for an admin of every
 * site), the rule of staffNamesFor. Who added an account is on its StaffAdded event (the staff table does not
 * keep it), found through the audit's index on data.staffId.
 */
const accountsFor = async (q: Queryable, admin: Pick<StaffProfile, 'sites'>): Promise<StaffAccount[]> => {
  const rows = await q.query<AccountRow>(
    `SELECT s.id::text AS id, s.name, s.email, s.roles, s.sites, s.enrolled, s.added_at,
            (e.data->>'addedBy') AS added_by, adder.name AS added_by_name
       FROM staff s
       LEFT JOIN events e ON e.type = 'StaffAdded' AND e.data ? 'staffId' AND (e.data->>'staffId')::bigint = s.id
       LEFT JOIN staff adder ON adder.id = (e.data->>'addedBy')::bigint
      WHERE $1::text[] IS NULL OR s.sites IS NULL OR s.sites && $1::text[]
      ORDER BY s.name, s.id`,
    [admin.sites],
  );
  return rows.map((row) => ({
    id: Number(row.id), name: row.name, email: row.email, roles: rolesOf(row.roles), sites: row.sites, enrolled: row.enrolled,
    addedAt: row.added_at.toISOString(),
    addedBy: row.added_by === null ? null : { id: Number(row.added_by), name: row.added_by_name ?? '' },
  }));
};

/** The sites an admin may give a new account: their own, or every known site for an admin of every site. */
const grantableSites = async (q: Queryable, admin: Pick<StaffProfile, 'sites'>): Promise<string[]> =>
  admin.sites === null ? (await q.query<{ domain: string }>('SELECT domain FROM sites ORDER BY domain')).map((row) => row.domain) : [...admin.sites].sort();

export const staffAccounts = async (q: Queryable, admin: StaffProfile): Promise<StaffAccounts> => ({
  staff: await accountsFor(q, admin),
  sites: await grantableSites(q, admin),
  everySite: admin.sites === null,
});

/**
 * Adds a staff member for a site admin (issue 14), as the command line does: a new password, answered this
 * once; the authenticator is added by QR code at the first login. An admin gives only sites among those they
 * may give, and an every-site account only when they work on every site themselves: nobody grants more than
 * they hold.
 */
export const addStaffAccount = async (db: Database, admin: StaffProfile, request: AddStaffRequest, now: Date): Promise<Answer<AddedStaff>> =>
  db.transaction(async (tx) => {
    const grantable = new Set(await grantableSites(tx, admin));
    if (request.sites === null ? admin.sites !== null : !request.sites.every((site) => grantable.has(site))) return invalidInput('sites');
    const password = newStaffPassword();
    const staffId = await addStaff(tx, { email: request.email, name: request.name.trim(), password, roles: request.roles, sites: request.sites, addedBy: admin.id }, now);
    return staffId === null ? fail(409, { error: 'conflict' }) : ok({ staffId, password });
  });
