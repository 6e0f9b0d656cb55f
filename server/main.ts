// `npm start`: the HTTP server on PORT (default 3000), on PostgreSQL (DATABASE_URL) or embedded PGlite.
import { demoStaff } from './demo/staff';
import { buildApp } from './app';
import { systemClock } from './clock';
import { openDatabaseFromEnv } from './db/open';
import { prepareDatabase } from './startup';
import { parseTrustProxy } from './http/trust-proxy';
import { createLocalFileStorage, defaultPhotoDir } from './storage/local-files';
import { drawDemoAvatarsAhead } from './modules/photos/draw-ahead';
import { createPhotoFiles } from './modules/photos/photo-files';
import { missingProductionProvider, paymentProviderFromEnv } from './modules/payments/choose';

const env = process.env;
// Before anything is opened: a production server never runs the test provider (its "Paid" button needs no login).
const missingProvider = missingProductionProvider(env);
if (missingProvider !== null) {
  console.error(`Not starting: ${missingProvider}`);
  process.exit(1);
}
const port = Number(env['PORT'] ?? 3000);
const host = env['HOST'] ?? '0.0.0.0';

const { db, driver, location } = await openDatabaseFromEnv(env);
const started = performance.now();
const prepared = await prepareDatabase(db, { driver, seedDemo: env['SEED_DEMO'] === '1', clock: systemClock });
if (prepared.migrations.length > 0) console.log(`Migrated: ${prepared.migrations.join(', ')}`);
if (prepared.seeded) console.log(`Demo data seeded in ${Math.round(performance.now() - started)} ms.`);

const photoStorage = createLocalFileStorage(env['PHOTO_DIR'] ?? defaultPhotoDir);
const mail = {
  smtpUrl: env['SMTP_URL'], production: env['NODE_ENV'] === 'production', ...(env['MAIL_DIR'] === undefined ? {} : { dir: env['MAIL_DIR'] }),
  ...(env['BOUNCE_SMTP_PORT'] === undefined ? {} : { feedbackPort: Number(env['BOUNCE_SMTP_PORT']) }),
};
const sms = { production: env['NODE_ENV'] === 'production', ...(env['SMS_DIR'] === undefined ? {} : { dir: env['SMS_DIR'] }) };
// Mollie when MOLLIE_API_KEY is set; otherwise the embedded test provider with its own checkout page.
const paymentProvider = await paymentProviderFromEnv(env);
const app = await buildApp({
  db, clock: systemClock, logger: true, trustProxy: parseTrustProxy(env['TRUST_PROXY']), photoStorage, mail, sms,
  ...(paymentProvider === undefined ? {} : { paymentProvider }),
  // The visualiser is for the demo and for development; STATECHARTS=1 turns it on in production too.
  statecharts: env['NODE_ENV'] !== 'production' || env['STATECHARTS'] === '1',
});
let stopping = false;
const shutdown = async () => {
  stopping = true;
  await app.close();
  await db.close();
  process.exit(0);
};
// A signal handler cannot wait: shutdown runs on its own, and a failed close ends the process as an unhandled rejection.
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port, host });
console.log(`\nRendezvous is running at http://localhost:${port}/ (${driver}: ${location})`);
console.log(`A second white-label site: http://flirt.localhost:${port}/`);
console.log(paymentProvider === undefined ? 'Payments: the embedded test provider.' : `Payments: ${paymentProvider.name}.`);
for (const login of prepared.logins) console.log(`  log in as ${login.email} / ${login.password}  (${login.description})`);
if (prepared.staffLogin) {
  // The staff console (issue 14) at /staff: this login holds every role on every site.
  console.log(`  staff console http://localhost:${port}/staff  ${demoStaff.email} / ${demoStaff.password}  (every role)`);
  console.log(`    its authenticator secret (TOTP): ${demoStaff.totpSecret}  (or the current code: npm run staff -- code)`);
}

const drawingStarted = performance.now();
drawDemoAvatarsAhead(db, createPhotoFiles(photoStorage), () => stopping).then(
  (drawn) => { if (drawn > 0) console.log(`Demo photos drawn ahead: ${drawn} in ${Math.round((performance.now() - drawingStarted) / 1000)} s.`); },
  (error: unknown) => { if (!stopping) console.error('Drawing demo photos ahead failed; they are drawn on first request instead.', error); },
);
