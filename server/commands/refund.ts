// `npm run refund -- <payment_id>`: refunds a paid payment within its refund window and takes its credits back.
// With the embedded database, stop the server first: PGlite lives in one process.
import { systemClock } from '../clock';
import { migrate } from '../db/migrate';
import { openDatabaseFromEnv } from '../db/open';
import { paymentProviderFromEnv } from '../modules/payments/choose';
import { refundPayment } from '../modules/payments/refund';
import { createTestProvider } from '../modules/payments/test-provider/provider';

const paymentId = process.argv[2];
if (paymentId === undefined || paymentId === '') {
  console.error('usage: npm run refund -- <payment_id>');
  process.exit(2);
}

const { db } = await openDatabaseFromEnv();
try {
  await migrate(db);
  const provider = (await paymentProviderFromEnv(process.env)) ?? createTestProvider({ db, clock: systemClock });
  const outcome = await refundPayment({ db, provider, clock: systemClock }, paymentId);
  if (outcome.ok) {
    console.log(`Refunded payment ${paymentId}: ${(outcome.amount / 100).toFixed(2)} ${outcome.currency}; its ${String(outcome.credits)} credits taken back (as far as the member still holds them).`);
  } else {
    console.error(`Payment ${paymentId} was not refunded: ${outcome.reason}.`);
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
