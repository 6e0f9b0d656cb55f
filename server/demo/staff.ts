import { staffRoles } from '../../io/entities/staff';
import type { Queryable } from '../db/database';
import { addStaff, runStaffCommand } from '../modules/staff/commands';

/**
 * The demo's staff login (issue 14): every role on every site, its authenticator secret fixed and printed at
 * start so a tester can add it to an app (or ask `npm run staff -- code`). Only ever in demo data.
 */
export const demoStaff = {
  email: 'staff@rendezvous.test',
  password: 'rendezvous-staff',
  name: 'Demo Staff',
  totpSecret: 'KRSXG5CTMVRXEZLUKN2GC3DMMVZXE2LF',
} as const;

export const seedStaff = async (tx: Queryable, at: Date): Promise<void> => {
  const staffId = await addStaff(tx, { email: demoStaff.email, name: demoStaff.name, password: demoStaff.password, roles: staffRoles, sites: null, addedBy: null }, at);
  if (staffId === null) return;
  await runStaffCommand(tx, { type: 'EnrollStaffTotp', data: { staffId, secret: demoStaff.totpSecret, at } });
};
