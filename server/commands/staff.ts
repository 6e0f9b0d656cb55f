// `npm run staff -- add EMAIL ROLE... [--name NAME] [--sites DOMAIN,DOMAIN]`: adds a staff member with a new
// password, printed once; the authenticator is added by QR code at the first login.
// `npm run staff -- code`: the demo staff login's current TOTP code, for a tester without an authenticator app.
// With the embedded database, stop the server first: PGlite lives in one process.
import { StaffRole } from '../../io/entities/staff';
import { systemClock } from '../clock';
import { migrate } from '../db/migrate';
import { openDatabaseFromEnv } from '../db/open';
import { demoStaff } from '../demo/staff';
import { addStaff } from '../modules/staff/commands';
import { newStaffPassword } from '../modules/staff/new-password';
import { totpCodeAt } from '../modules/staff/totp';

const usage = 'usage: npm run staff -- add EMAIL ROLE... [--name NAME] [--sites DOMAIN,DOMAIN]   (roles: moderator support desk site_admin)\n'
  + '       npm run staff -- code';

const optionOf = (args: ReadonlyArray<string>, name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};

const add = async (args: ReadonlyArray<string>): Promise<number> => {
  const [email, ...rest] = args;
  const optionValues = new Set([optionOf(rest, '--name'), optionOf(rest, '--sites')]);
  const roles = rest.filter((arg) => !arg.startsWith('--') && !optionValues.has(arg));
  if (email === undefined || !email.includes('@') || roles.length === 0 || !roles.every((role) => StaffRole.is(role))) {
    console.error(usage);
    return 2;
  }
  const sites = optionOf(rest, '--sites')?.split(',').map((site) => site.trim()).filter((site) => site !== '') ?? null;
  const password = newStaffPassword();
  const { db } = await openDatabaseFromEnv();
  try {
    await migrate(db);
    const name = optionOf(rest, '--name') ?? email.split('@')[0] ?? email;
    const staffId = await db.transaction((tx) => addStaff(tx, { email, name, password, roles: roles.filter((role) => StaffRole.is(role)), sites, addedBy: null }, systemClock.now()));
    if (staffId === null) {
      console.error(`${email} is staff already.`);
      return 1;
    }
    console.log(`Added staff member ${String(staffId)}: ${email} (${roles.join(', ')}${sites === null ? ', every site' : `, on ${sites.join(', ')}`}).`);
    console.log(`Password (shown once): ${password}`);
    console.log('The first login with this password answers a QR code for an authenticator app (the /staff screens are to come).');
    return 0;
  } finally {
    await db.close();
  }
};

const [command, ...args] = process.argv.slice(2);
if (command === 'add') process.exitCode = await add(args);
else if (command === 'code') console.log(await totpCodeAt(demoStaff.totpSecret, systemClock.now()));
else {
  console.error(usage);
  process.exitCode = 2;
}
