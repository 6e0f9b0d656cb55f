import type { PushSubscriptionValue } from '../../../io/entities/push';
import type { Queryable } from '../../db/database';

export interface SavedBy {
  readonly memberId: number;
  readonly sessionHash: string;
}

/**
 * What a browser said about its push (spec §7 POST /api/user.php?push=1). A subscription is kept by its endpoint
 * for the member and the session that sent it, and replaces what that session had saved before (one browser, one
 * subscription). 'denied' or false from a session removes what that session saved: the value carries no endpoint,
 * and a session is one browser. A subscription another member's session saved before (a shared browser) becomes
 * this member's.
 */
export const savePushSubscription = async (tx: Queryable, by: SavedBy, value: PushSubscriptionValue, now: Date): Promise<void> => {
  if (value === false || value === 'denied') {
    await tx.query('DELETE FROM push_subscriptions WHERE session_hash = $1', [by.sessionHash]);
    return;
  }
  await tx.query('DELETE FROM push_subscriptions WHERE session_hash = $1 AND endpoint <> $2', [by.sessionHash, value.endpoint]);
  await tx.query(
    `INSERT INTO push_subscriptions (endpoint, member_id, session_hash, p256dh, auth, saved_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (endpoint) DO UPDATE SET member_id = $2, session_hash = $3, p256dh = $4, auth = $5, saved_at = $6`,
    [value.endpoint, by.memberId, by.sessionHash, value.keys.p256dh, value.keys.auth, now.toISOString()],
  );
};

/** A subscription the push service says is gone (404, 410): deleted, with the pushes still waiting for it. */
export const forgetEndpoint = async (q: Queryable, endpoint: string): Promise<void> => {
  await q.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
  await q.query('DELETE FROM push_outbox WHERE endpoint = $1', [endpoint]);
};
