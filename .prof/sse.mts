import { buildApp } from '/work/main/server/app';
import { openPglite } from '/work/main/server/db/pglite';
import { migrate } from '/work/main/server/db/migrate';
import { seedDemo } from '/work/main/server/demo/seed';
import { systemClock } from '/work/main/server/clock';
import { logIn } from '/work/main/tests/server/support/app';
import { openStream, originOf } from '/work/main/tests/server/support/live-stream';
const db = await openPglite(); await migrate(db); await seedDemo(db, systemClock, { members: 5 });
const app = await buildApp({ db, clock: systemClock, clientDir: null });
const origin = await originOf(app);
const mode = process.argv[2];
if (mode === '403') { const r = await fetch(origin + '/api/stream.php'); await r.json(); }
if (mode === 'stream') { const s = await openStream(origin, await logIn(app)); if (process.argv[3] !== 'keep') s.close(); await new Promise(r => setTimeout(r, 200)); }
app.server.getConnections((e, n) => console.log('connections', n)); for (const h of (process as any)._getActiveHandles()) if (h.constructor.name === 'Socket') console.log('socket', h.localPort, h.remotePort, h.destroyed, h.readyState); console.time('close'); const timer = setTimeout(() => { console.log('still closing after 5s'); process.exit(1); }, 5000);
await app.close(); clearTimeout(timer); console.timeEnd('close'); await db.close();
