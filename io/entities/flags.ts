import * as t from 'io-ts';

/**
 * Dismissal flags kept in the browser's localStorage, one key each. The stored value is the unix time in
 * SECONDS at which the member dismissed the thing, so a machine can tell how long ago that was.
 */
export const LocalFlag = t.keyof({
  'hide-enrich-alert': null,
  'hide-push-notification-alert': null,
  'hide-disabled-notifications-alert': null,
  'hide-time-bonus-modal': null,
  'hide-site-entry-warning': null,
});
export type LocalFlag = t.TypeOf<typeof LocalFlag>;

/** A flag's stored value: whole unix seconds as a decimal string ("1700000000"); encodes back to that string. */
export const UnixSecondsFromString = new t.Type<number, string, unknown>(
  'UnixSecondsFromString',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 0,
  (u, c) => (typeof u === 'string' && /^\d{1,15}$/.test(u) ? t.success(Number(u)) : t.failure(u, c, 'expected whole unix seconds')),
  String,
);
