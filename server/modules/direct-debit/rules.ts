/**
 * The direct-debit rules (spec §5, §8; the numbers are ours, the spec shows none). The SMS code has 6
 * digits and is valid for 10 minutes; 5 wrong codes void the mandate and block the member from direct debit
 * for 24 hours.
 */
export const codeValidMs = 10 * 60_000;
export const maxWrongCodes = 5;
export const blockMs = 24 * 3_600_000;

/** A count over a rolling window: no window of `windowMs` ever holds more than `max`. */
export interface RollingLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * At most 3 mandates started by a member in any 24 hours: each costs an SMS and brings 5 more guesses at a
 * code, and 3 leave room for a mistyped phone number.
 */
export const requestLimit: RollingLimit = { max: 3, windowMs: 24 * 3_600_000 };

/**
 * At most 3 debits (confirmed mandates) per member in any 30 days: a direct debit can be reversed by the
 * payer's bank for weeks after it was collected, so what one member can owe that way is bounded.
 */
export const debitLimit: RollingLimit = { max: 3, windowMs: 30 * 24 * 3_600_000 };

/** What a member did with direct debit before, read from their mandates (the decider is given it). */
export interface DirectDebitHistory {
  /** When their mandates were requested (those of the request window suffice). */
  readonly requests: ReadonlyArray<Date>;
  /** When their mandates that debit (confirmed, paid) were confirmed (those of the debit window suffice). */
  readonly debits: ReadonlyArray<Date>;
  /** Until when a void mandate blocks them; null when none does. */
  readonly blockedUntil: Date | null;
}

/** When one more is possible under `limit` given the times already counted; null when it is possible now. */
export const nextAllowedAt = (times: ReadonlyArray<Date>, limit: RollingLimit, now: Date): Date | null => {
  const windowStart = now.getTime() - limit.windowMs;
  const inWindow = times.map((time) => time.getTime()).filter((time) => time > windowStart).sort((a, b) => a - b);
  // The one whose leaving the window brings the count below the limit: the oldest of the latest `max`.
  const freeing = inWindow[inWindow.length - limit.max];
  return freeing === undefined ? null : new Date(freeing + limit.windowMs);
};

/** Until when the member is blocked at `now`, or null. */
export const blockedAt = (history: DirectDebitHistory, now: Date): Date | null =>
  history.blockedUntil !== null && now.getTime() < history.blockedUntil.getTime() ? history.blockedUntil : null;
