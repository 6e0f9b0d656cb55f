import type { Queryable } from '../../db/database';
import { memberKeyScope } from '../../http/idempotency';
import { accountStreamId } from '../accounts/events';

/** Whether a table exists: some operational tables come with features that may not be in this database yet. */
const hasTable = async (tx: Queryable, table: string): Promise<boolean> =>
  (await tx.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [table]))[0]?.present === true;

/**
 * The rows about an erased member that no event holds (a rebuild leaves them alone, so they are deleted
 * here): mailed-link tokens, the last-seen times of their sessions, the mails to them, the answers kept for
 * their keyed requests, and their push subscriptions with the pushes waiting for them.
 */
export const dropOperationalRows = async (tx: Queryable, memberId: number, addresses: ReadonlyArray<string>): Promise<void> => {
  await tx.query('DELETE FROM activation_tokens WHERE member_id = $1', [memberId]);
  await tx.query('DELETE FROM reactivation_tokens WHERE member_id = $1', [memberId]);
  if (await hasTable(tx, 'credential_tokens')) await tx.query('DELETE FROM credential_tokens WHERE member_id = $1', [memberId]);
  await tx.query(
    `DELETE FROM session_activity WHERE session_hash IN (
       SELECT data ->> 'sessionHash' FROM events WHERE stream_id = $1 AND type = 'SessionStarted')`,
    [accountStreamId(memberId)],
  );
  await tx.query('DELETE FROM mail_outbox WHERE member_id = $1 OR lower(to_address) = ANY($2::text[])', [memberId, addresses]);
  await tx.query('DELETE FROM idempotency_keys WHERE scope = $1', [memberKeyScope(memberId)]);
  if (await hasTable(tx, 'push_subscriptions')) {
    if (await hasTable(tx, 'push_outbox')) {
      await tx.query('DELETE FROM push_outbox WHERE endpoint IN (SELECT endpoint FROM push_subscriptions WHERE member_id = $1)', [memberId]);
    }
    await tx.query('DELETE FROM push_subscriptions WHERE member_id = $1', [memberId]);
  }
};
