// `npm run rebuild-projections`: empties the read tables and replays every event through the projections.
import { migrate } from '../db/migrate';
import { openDatabaseFromEnv } from '../db/open';
import { rebuildProjections } from '../modules/rebuild';

const { db, driver, location } = await openDatabaseFromEnv();
try {
  await migrate(db);
  const started = performance.now();
  const { events, tables } = await rebuildProjections(db);
  const ms = Math.round(performance.now() - started);
  console.log(`Rebuilt ${tables.join(', ')} from ${events} events in ${ms} ms (${driver}: ${location}).`);
} finally {
  await db.close();
}
