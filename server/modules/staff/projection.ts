import { defineProjection } from '../../events/projection';
import { StaffEvent } from './events';

/** staff: who may log in to the console, with which roles on which sites. */
export const staffProjection = defineProjection('staff', StaffEvent, ['staff'], async (tx, event) => {
  const d = event.data;
  switch (event.type) {
    case 'StaffAdded':
      await tx.query('INSERT INTO staff (id, email, name, roles, sites, enrolled, added_at) VALUES ($1, $2, $3, $4, $5, false, $6)', [
        d.staffId, event.data.email, event.data.name, event.data.roles, event.data.sites, event.data.addedAt,
      ]);
      return;
    case 'StaffTotpEnrolled':
      await tx.query('UPDATE staff SET enrolled = true WHERE id = $1', [d.staffId]);
      return;
    case 'StaffLoggedIn':
      await tx.query('UPDATE staff SET last_login_at = $2 WHERE id = $1', [d.staffId, event.data.at]);
      return;
    case 'StaffAccessChanged':
      await tx.query('UPDATE staff SET roles = $2, sites = $3 WHERE id = $1', [d.staffId, event.data.roles, event.data.sites]);
      return;
    // Its sessions are operational, not projected: accounts.ts ends them in the same transaction.
    case 'StaffRemoved':
      await tx.query('UPDATE staff SET removed_at = $2 WHERE id = $1', [d.staffId, event.data.at]);
      return;
    case 'StaffTotpOffered':
    case 'StaffLoginFailed':
    case 'StaffLoggedOut':
    case 'MemberDataExported':
      return;
  }
});
