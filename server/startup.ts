import type { Clock } from './clock';
import type { Database } from './db/database';
import { loadMigrations, migrate } from './db/migrate';
import { demoLogins, ensureDefaultSite, seedDemo, type DemoLogin } from './demo/seed';
import { demoStaff } from './demo/staff';
import { purgeChatHistory } from './modules/conversations/purge';
import { rebuildProjections } from './modules/rebuild';

export interface Prepared {
  readonly migrations: ReadonlyArray<string>;
  readonly seeded: boolean;
  /** The demo accounts present in the database, to print. */
  readonly logins: ReadonlyArray<DemoLogin>;
  /** Whether the demo's staff login is present, to print. */
  readonly staffLogin: boolean;
  /** Messages the chat history limit purged at this start. */
  readonly purgedMessages: number;
}

const isEmpty = async (db: Database): Promise<boolean> =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0]?.n === 0;

/** Whether one of the migrations just applied adds a read model to fill from the events: its first line says `-- rebuild-projections`. */
const asksForRebuild = (applied: ReadonlyArray<string>): boolean =>
  loadMigrations().some((migration) => applied.includes(migration.name) && migration.sql.startsWith('-- rebuild-projections\n'));

const presentLogins = async (db: Database): Promise<ReadonlyArray<DemoLogin>> => {
  const emails = demoLogins.map((login) => login.email);
  const placeholders = emails.map((_, i) => `$${i + 1}`).join(', ');
  const rows = await db.query<{ email: string }>(`SELECT email FROM members WHERE email IN (${placeholders})`, emails);
  return demoLogins.filter((login) => rows.some((row) => row.email === login.email));
};

/**
 * Migrates, then seeds demo data only into a new (event-less) database that is embedded, or that
 * SEED_DEMO=1 asks for; a server database never gets demo members by accident. The default site is made when
 * missing (without it no page can be answered), never configured over what its admins published. Then the chat history purge runs.
 */
export const prepareDatabase = async (
  db: Database,
  options: { readonly driver: 'pglite' | 'postgres'; readonly seedDemo: boolean; readonly clock: Clock },
): Promise<Prepared> => {
  const migrations = await migrate(db);
  // A new read model starts empty: on a database with events, the rebuild fills it with the past (once, by the process that migrated).
  if (asksForRebuild(migrations) && !(await isEmpty(db))) await rebuildProjections(db);
  const wantsDemo = options.driver === 'pglite' || options.seedDemo;
  const seeded = wantsDemo && (await isEmpty(db));
  if (seeded) await seedDemo(db, options.clock);
  await ensureDefaultSite(db, options.clock.now());
  // Spec §9: messages past every site's chat history limit are purged on each start, then daily (conversations/purge.ts).
  const purgedMessages = await purgeChatHistory(db, options.clock.now());
  const staff = await db.query<{ id: string }>('SELECT id::text AS id FROM staff WHERE email = $1', [demoStaff.email]);
  return { migrations, seeded, logins: await presentLogins(db), staffLogin: staff.length > 0, purgedMessages };
};
