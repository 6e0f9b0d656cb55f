import type { Queryable } from '../../db/database';

/**
 * How long a claim to begin a mandate's payment lasts: longer than the payments module takes to answer, short
 * enough that a claim left by a process that died runs out soon (the member's next confirmation then begins it).
 */
export const chargeClaimMs = 2 * 60_000;

/** A claim taken: the instant it runs out, which also tells this claim from a later one. */
export type ChargeClaim = Date;

/**
 * Claims the payment's beginning for this request, in the confirming transaction: null when another request
 * holds a claim that has not run out (it is beginning the payment now).
 */
export const claimCharge = async (tx: Queryable, mandateId: string, now: Date): Promise<ChargeClaim | null> => {
  const until = new Date(now.getTime() + chargeClaimMs);
  const rows = await tx.query<{ claimed_until: Date }>(
    `INSERT INTO direct_debit_charge_claims (mandate_id, claimed_until) VALUES ($1, $2)
     ON CONFLICT (mandate_id) DO UPDATE SET claimed_until = excluded.claimed_until WHERE direct_debit_charge_claims.claimed_until <= $3
     RETURNING claimed_until`,
    [mandateId, until.toISOString(), now.toISOString()],
  );
  return rows[0]?.claimed_until ?? null;
};

/** Gives the claim up (the payment's outcome is recorded, or it was not begun); a later claim by another request stays. */
export const releaseCharge = async (q: Queryable, mandateId: string, claim: ChargeClaim): Promise<void> => {
  await q.query('DELETE FROM direct_debit_charge_claims WHERE mandate_id = $1 AND claimed_until = $2', [mandateId, claim.toISOString()]);
};
