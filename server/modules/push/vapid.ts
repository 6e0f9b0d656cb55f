import webpush from 'web-push';
import type { Database } from '../../db/database';

/** The server's VAPID key pair (RFC 8292), base64url as the Push API and web-push take them. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

const read = async (db: Database): Promise<VapidKeys | undefined> =>
  (await db.query<VapidKeys>('SELECT public_key AS "publicKey", private_key AS "privateKey" FROM push_vapid_keys WHERE id = 1'))[0];

/**
 * The keys in the database, made at the first start. Processes starting together may both make a pair: the first
 * insert wins and every process reads that one, so each subscription keeps working whichever process sends.
 */
export const loadVapidKeys = async (db: Database, now: Date, generate: () => VapidKeys = webpush.generateVAPIDKeys): Promise<VapidKeys> => {
  const stored = await read(db);
  if (stored !== undefined) return stored;
  const made = generate();
  await db.query('INSERT INTO push_vapid_keys (id, public_key, private_key, created_at) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING', [
    made.publicKey, made.privateKey, now.toISOString(),
  ]);
  const kept = await read(db);
  if (kept === undefined) throw new Error('push_vapid_keys: no key pair after inserting one');
  return kept;
};
