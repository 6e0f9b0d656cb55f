import type { Queryable } from '../../db/database';
import { debitLimit, requestLimit, type DirectDebitHistory } from './rules';

/**
 * Serialises one member's direct-debit commands: the limits count over several mandates, so two requests
 * (or confirmations) at once must not both pass on the same count.
 */
export const lockMemberDirectDebit = async (tx: Queryable, memberId: number): Promise<void> => {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`direct-debit:${String(memberId)}`]);
};

interface HistoryRow {
  readonly requested_at: Date;
  readonly confirmed_at: Date | null;
  readonly status: string;
  readonly blocked_until: Date | null;
}

/** The member's mandates that the limits and the block look at now: those of the longest window, and any still blocking. */
export const directDebitHistory = async (q: Queryable, memberId: number, now: Date): Promise<DirectDebitHistory> => {
  const since = new Date(now.getTime() - Math.max(requestLimit.windowMs, debitLimit.windowMs)).toISOString();
  const rows = await q.query<HistoryRow>(
    `SELECT requested_at, confirmed_at, status, blocked_until FROM direct_debit_mandates
      WHERE member_id = $1 AND (requested_at > $2 OR confirmed_at > $2 OR blocked_until > $3)`,
    [memberId, since, now.toISOString()],
  );
  const blocks = rows.flatMap((row) => (row.blocked_until === null ? [] : [row.blocked_until.getTime()]));
  return {
    requests: rows.map((row) => row.requested_at),
    // A mandate whose payment was refused debits nothing.
    debits: rows.flatMap((row) => (row.confirmed_at !== null && row.status !== 'refused' ? [row.confirmed_at] : [])),
    blockedUntil: blocks.length === 0 ? null : new Date(Math.max(...blocks)),
  };
};

/** A mandate as the payments module needs it to collect. */
export interface MandateRow {
  readonly id: string;
  readonly member_id: number;
  readonly site: string;
  readonly package_id: string;
  readonly account_holder: string;
  /** Personal data: never logged, never answered but for its last 4 characters. */
  readonly iban: string;
  readonly street: string;
  readonly house_number: string;
  readonly zip: string;
  readonly city: string;
  readonly phone: string;
  readonly status: string;
  readonly payment_id: string | null;
}

export const findMandate = async (q: Queryable, mandateId: string): Promise<MandateRow | undefined> =>
  (
    await q.query<MandateRow>(
      `SELECT id, member_id, site, package_id, account_holder, iban, street, house_number, zip, city, phone, status, payment_id
         FROM direct_debit_mandates WHERE id = $1`,
      [mandateId],
    )
  )[0];
