import type { AddedStaff, AddStaffRequest, RemoveStaffRequest, StaffAccount, StaffAccounts, UpdateStaffRequest } from '../../../io/entities/staff-accounts';
import { rolesOf, type StaffProfile } from '../../../io/entities/staff';
import type { Database, Queryable } from '../../db/database';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import { addStaff, runStaffCommand } from './commands';
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
      WHERE s.removed_at IS NULL AND ($1::text[] IS NULL OR s.sites IS NULL OR s.sites && $1::text[])
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
const mayGive = (grantable: ReadonlySet<string>, admin: Pick<StaffProfile, 'sites'>, sites: ReadonlyArray<string> | null): boolean =>
  sites === null ? admin.sites === null : sites.every((site) => grantable.has(site));

export const addStaffAccount = async (db: Database, admin: StaffProfile, request: AddStaffRequest, now: Date): Promise<Answer<AddedStaff>> =>
  db.transaction(async (tx) => {
    const grantable = new Set(await grantableSites(tx, admin));
    if (!mayGive(grantable, admin, request.sites)) return invalidInput('sites');
    const password = newStaffPassword();
    const staffId = await addStaff(tx, { email: request.email, name: request.name.trim(), password, roles: request.roles, sites: request.sites, addedBy: admin.id }, now);
    return staffId === null ? fail(409, { error: 'conflict' }) : ok({ staffId, password });
  });

const notFound = () => fail(404, { error: 'not_found' });

/**
 * Whether an admin may touch an account: a live one whose sites all lie within the admin's own (an admin of some
 * sites does not reach an every-site account). Anything else is 404, as an unknown id: out of reach is unseen.
 */
const withinReach = async (q: Queryable, admin: Pick<StaffProfile, 'sites'>, staffId: number): Promise<boolean> => {
  const [row] = await q.query<{ sites: string[] | null }>('SELECT sites FROM staff WHERE id = $1 AND removed_at IS NULL FOR UPDATE', [staffId]);
  if (row === undefined) return false;
  const own = admin.sites;
  return own === null || (row.sites !== null && row.sites.every((site) => own.includes(site)));
};

/** Nobody changes or removes their own account: no admin locks themselves out, nor takes themselves more. */
const touchable = async (q: Queryable, admin: StaffProfile, staffId: number): Promise<Answer<null>> => {
  if (staffId === admin.id) return fail(409, { error: 'conflict' });
  return (await withinReach(q, admin, staffId)) ? ok(null) : notFound();
};

/** Gives an account other roles and sites (issue 14), within what the admin may give, as adding does. */
export const updateStaffAccount = async (db: Database, admin: StaffProfile, request: UpdateStaffRequest, now: Date): Promise<Answer<{ ok: true }>> =>
  db.transaction(async (tx) => {
    const reach = await touchable(tx, admin, request.staffId);
    if (!reach.ok) return reach;
    if (!mayGive(new Set(await grantableSites(tx, admin)), admin, request.sites)) return invalidInput('sites');
    const decision = await runStaffCommand(tx, { type: 'ChangeStaffAccess', data: { ...request, changedBy: admin.id, at: now } });
    return decision.kind === 'accepted' ? ok({ ok: true as const }) : notFound();
  });

/** Removes an account (issue 14): all its sessions end at once, and its login is refused from now on. */
export const removeStaffAccount = async (db: Database, admin: StaffProfile, request: RemoveStaffRequest, now: Date): Promise<Answer<{ ok: true }>> =>
  db.transaction(async (tx) => {
    const reach = await touchable(tx, admin, request.staffId);
    if (!reach.ok) return reach;
    const decision = await runStaffCommand(tx, { type: 'RemoveStaff', data: { staffId: request.staffId, removedBy: admin.id, at: now } });
    if (decision.kind === 'rejected') return notFound();
    await tx.query('DELETE FROM staff_sessions WHERE staff_id = $1', [request.staffId]);
    return ok({ ok: true as const });
  });
