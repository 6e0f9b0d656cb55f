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

/** The scope of a member's keys (theirs across sessions); a visitor's keys share 'anonymous'. */
export const memberKeyScope = (memberId: number): string => `member:${String(memberId)}`;

const claimSql = `INSERT INTO idempotency_keys (scope, endpoint, key, created_at) VALUES ($1, $2, $3, $4)
  ON CONFLICT DO NOTHING RETURNING key`;
const storedSql = 'SELECT status, body FROM idempotency_keys WHERE scope = $1 AND endpoint = $2 AND key = $3';
const answerSql = 'UPDATE idempotency_keys SET status = $4, body = $5::jsonb WHERE scope = $1 AND endpoint = $2 AND key = $3';

const claim = async (q: Queryable, { scope, endpoint, key, now }: IdempotencyScope): Promise<boolean> =>
  (await q.query<{ key: string }>(claimSql, [scope, endpoint, key, now.toISOString()])).length > 0;

const storeAnswer = async (q: Queryable, { scope, endpoint, key }: IdempotencyScope, answer: { status: number; body: unknown }): Promise<void> => {
  await q.query(answerSql, [scope, endpoint, key, answer.status, JSON.stringify(answer.body)]);
};

/**
 * Runs `execute` at most once per scope + endpoint + key. The key row is inserted first, in the same
 * transaction as the work: a concurrent duplicate blocks on the primary key until this one commits, then
 * finds the row and answers the stored reply. If the work throws, everything rolls back, key included,
 * so the request may be retried.
 */
export const runIdempotent = (
  db: Database,
  idempotency: IdempotencyScope,
  execute: (tx: Queryable) => Promise<{ status: number; body: unknown }>,
): Promise<FinalReply> =>
  db.transaction(async (tx) => {
    if (!(await claim(tx, idempotency))) {
      const answer = (await tx.query<{ status: number; body: unknown }>(storedSql, [idempotency.scope, idempotency.endpoint, idempotency.key]))[0];
      if (answer === undefined) throw new Error(`idempotency key ${idempotency.endpoint}/${idempotency.key} vanished`);
      return { status: answer.status, body: answer.body, replayed: true };
    }
    const answer = await execute(tx);
    await storeAnswer(tx, idempotency, answer);
    return { ...answer, replayed: false };
  });

/**
 * Runs `execute` at most once per scope + endpoint + key, for work that calls a remote service (a payment
 * provider) and so must not run inside one long transaction: that would hold a connection across the call,
 * and on PGlite (one connection) any query the remote side makes back to this server would wait forever.
 * The key is claimed and committed first; the work runs in transactions of its own; then its answer is
 * stored. A duplicate that arrives while the first still runs is answered 409 conflict (asked again later,
 * it gets the stored answer); work that throws frees the key again. A process that dies mid-way leaves its
 * key claimed without an answer: that key answers 409 from then on, and a new attempt takes a new key.
 */
export const runClaimed = async (
  db: Database,
  idempotency: IdempotencyScope,
  execute: () => Promise<{ status: number; body: unknown }>,
): Promise<FinalReply> => {
  if (!(await claim(db, idempotency))) {
    const stored = (await db.query<{ status: number | null; body: unknown }>(storedSql, [idempotency.scope, idempotency.endpoint, idempotency.key]))[0];
    if (stored === undefined || stored.status === null) return { status: 409, body: { error: 'conflict' }, replayed: false };
    return { status: stored.status, body: stored.body, replayed: true };
  }
  let answer: { status: number; body: unknown };
  try {
    answer = await execute();
  } catch (error) {
    await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND endpoint = $2 AND key = $3', [idempotency.scope, idempotency.endpoint, idempotency.key]);
    throw error;
  }
  await storeAnswer(db, idempotency, answer);
  return { ...answer, replayed: false };
};
