import type { StaffRole } from '../../../io/entities/staff';
import type { Queryable } from '../../db/database';
import { hashPassword } from '../accounts/password';
import { handleCommand } from '../handle-command';
import { decide, type StaffCommand } from './decide';
import { staffAggregate, staffStreamId } from './events';

/** Runs a staff command on `staff-<id>` in the caller's transaction. */
export const runStaffCommand = (tx: Queryable, command: StaffCommand) =>
  handleCommand(tx, staffAggregate, staffStreamId(command.data.staffId), (state) => decide(command, state), command.data.at);

export interface NewStaff {
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly roles: ReadonlyArray<StaffRole>;
  readonly sites: ReadonlyArray<string> | null;
  readonly addedBy: number | null;
}

/** Adds a staff member (the command line, the demo seed, a site admin); the id, or null when the address has one. */
export const addStaff = async (tx: Queryable, staff: NewStaff, at: Date): Promise<number | null> => {
  const email = staff.email.trim().toLowerCase();
  const taken = await tx.query<{ id: string }>('SELECT id::text AS id FROM staff WHERE email = $1', [email]);
  if (taken.length > 0) return null;
  const [row] = await tx.query<{ id: string }>("SELECT nextval('staff_id_seq')::text AS id");
  if (row === undefined) throw new Error('staff_id_seq gave no id');
  const staffId = Number(row.id);
  const { password, ...rest } = staff;
  const decision = await runStaffCommand(tx, { type: 'AddStaff', data: { ...rest, email, staffId, passwordHash: await hashPassword(password), at } });
  return decision.kind === 'accepted' ? staffId : null;
};
