import * as t from 'io-ts';
import { closed } from '../codec/closed';
import { boundedString, Email, Id, IsoDateTime } from '../codec/primitives';
import { StaffRole } from './staff';

/** A staff account as the console's staff section lists it (issue 14, site admins). */
export const StaffAccount = t.type({
  id: Id,
  name: t.string,
  email: t.string,
  roles: t.array(StaffRole),
  /** null: every site. */
  sites: t.union([t.array(t.string), t.null]),
  /** Whether the authenticator was added (at the first login, by QR code). */
  enrolled: t.boolean,
  addedAt: IsoDateTime,
  /** Who added the account; null for the command line or the demo seed. */
  addedBy: t.union([t.type({ id: Id, name: t.string }), t.null]),
});
export type StaffAccount = t.TypeOf<typeof StaffAccount>;

/**
 * The accounts a site admin sees (those working on any of the admin's sites), and what the admin may give a
 * new one: `sites` among the admin's own, and `everySite` only for an admin of every site.
 */
export const StaffAccounts = t.type({ staff: t.array(StaffAccount), sites: t.array(t.string), everySite: t.boolean });
export type StaffAccounts = t.TypeOf<typeof StaffAccounts>;

const SomeRoles = t.refinement(t.array(StaffRole), (roles) => roles.length > 0 && new Set(roles).size === roles.length, 'SomeRoles');
const SomeSites = t.refinement(t.array(boundedString(253, 1)), (sites) => sites.length > 0 && new Set(sites).size === sites.length, 'SomeSites');

/** A new staff member: at least one role; `sites` null for every site. */
export const AddStaffRequest = closed({
  email: Email,
  name: t.refinement(boundedString(100, 1), (name) => name.trim() !== '', 'StaffName'),
  roles: SomeRoles,
  sites: t.union([SomeSites, t.null]),
}, 'AddStaffRequest');
export type AddStaffRequest = t.TypeOf<typeof AddStaffRequest>;

/** Another set of roles and sites for an account (issue 14): at least one role; `sites` null for every site. */
export const UpdateStaffRequest = closed({ staffId: Id, roles: SomeRoles, sites: t.union([SomeSites, t.null]) }, 'UpdateStaffRequest');
export type UpdateStaffRequest = t.TypeOf<typeof UpdateStaffRequest>;

export const RemoveStaffRequest = closed({ staffId: Id }, 'RemoveStaffRequest');
export type RemoveStaffRequest = t.TypeOf<typeof RemoveStaffRequest>;

/** The new account and its password, answered this once: only its hash is kept. */
export const AddedStaff = t.type({ staffId: Id, password: t.string });
export type AddedStaff = t.TypeOf<typeof AddedStaff>;
