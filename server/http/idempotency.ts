import type { Database, Queryable } from '../db/database';

/** Spec: an Idempotency-Key of at most 100 characters. */
export const maxIdempotencyKeyLength = 100;

export interface FinalReply {
  readonly status: number;
  readonly body: unknown;
  /** True when this is the stored answer of an earlier request with the same key. */
  readonly replayed: boolean;
}

export interface IdempotencyScope {
  /** Whose key it is: `member:<id>` for a logged-in member, or 'anonymous'. */
  readonly scope: string;
  readonly endpoint: string;
  readonly key: string;
  readonly now: Date;
}

/**
 * Runs `execute` at most once per scope + endpoint + key. The key row is inserted first, in the same
 * transaction as the work: a concurrent duplicate blocks on the primary key until this one commits, then
 * finds the row and answers the stored reply. If the work throws, everything rolls back, key included,
 * so the request may be retried.
 */
export const runIdempotent = (
  db: Database,
  { scope, endpoint, key, now }: IdempotencyScope,
  execute: (tx: Queryable) => Promise<{ status: number; body: unknown }>,
): Promise<FinalReply> =>
  db.transaction(async (tx) => {
    const claimed = await tx.query<{ key: string }>(
      `INSERT INTO idempotency_keys (scope, endpoint, key, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING key`,
      [scope, endpoint, key, now.toISOString()],
    );
    if (claimed.length === 0) {
      const stored = await tx.query<{ status: number; body: unknown }>(
        'SELECT status, body FROM idempotency_keys WHERE scope = $1 AND endpoint = $2 AND key = $3',
        [scope, endpoint, key],
      );
      const answer = stored[0];
      if (answer === undefined) throw new Error(`idempotency key ${endpoint}/${key} vanished`);
      return { status: answer.status, body: answer.body, replayed: true };
    }
    const answer = await execute(tx);
    await tx.query('UPDATE idempotency_keys SET status = $4, body = $5::jsonb WHERE scope = $1 AND endpoint = $2 AND key = $3', [
      scope,
      endpoint,
      key,
      answer.status,
      JSON.stringify(answer.body),
    ]);
    return { ...answer, replayed: false };
  });
