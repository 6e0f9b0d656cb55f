import { isRight } from 'fp-ts/Either';
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

/**
 * The site-entry warning's dismissal is also kept in this cookie (same value as the flag), so the page
 * server knows it and leaves the warning out of the first paint.
 */
export const siteEntryWarningCookieName = 'rdv_hide_site_entry_warning';
/** Spec §3 keeps local flags for good; the cookie lives as long as the language cookie. */
export const siteEntryWarningCookieDays = 365;
/**
 * Where the warning's confirm button posts when the page's script has not taken it over yet (a tap before
 * hydration on a slow phone): the server sets the cookie and sends the visitor back to the page.
 */
export const entryWarningFormPath = '/entry-warning';

/** Whether a stored flag or cookie value records a dismissal (whole unix seconds); null or junk: no. */
export const recordsDismissal = (value: string | null): boolean => value !== null && isRight(UnixSecondsFromString.decode(value));
