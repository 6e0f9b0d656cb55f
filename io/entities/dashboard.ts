import * as t from 'io-ts';
import { closedPartial } from '../codec/closed';
import { boundedString, IsoDate, IsoDateTime, NonNegativeInt } from '../codec/primitives';

/**
 * The staff dashboard (issue 14): per site and day the numbers a site admin runs a site by. A day is a UTC
 * calendar day, the same on every server and in every console language.
 */

/** The dashboard's filter: one of the staff member's sites (absent: all of them) and a day range, both ends included. */
export const DashboardQuery = closedPartial({}, { site: boundedString(253, 1), from: IsoDate, to: IsoDate }, 'DashboardQuery');
export type DashboardQuery = t.TypeOf<typeof DashboardQuery>;

/** The longest range one answer covers: a year, leap day included. */
export const dashboardMaxDays = 366;

const dayMs = 86_400_000;

/** How many days `from`..`to` spans, both included (0 or less when `to` lies before `from`). */
export const daysInRange = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** The field a day range is wrong in, both ends given: `to` before `from`, or `from` further back than dashboardMaxDays. */
export const rangeProblem = (from: string, to: string): 'from' | 'to' | null => {
  const days = daysInRange(from, to);
  if (days < 1) return 'to';
  return days > dashboardMaxDays ? 'from' : null;
};

/** The day `days` after `day` (before it, negative). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** What one currency brought in on a day: paid amounts and refunded amounts in minor units (cents), and how many purchases. */
export const CurrencyRevenue = t.type({ currency: t.string, amount: NonNegativeInt, purchases: NonNegativeInt, refunded: NonNegativeInt });
export type CurrencyRevenue = t.TypeOf<typeof CurrencyRevenue>;

/** One site's day. Members are real members: the site's own (fictional) profiles count in none of these. */
export const SiteDay = t.type({
  site: t.string,
  day: IsoDate,
  signups: NonNegativeInt,
  /** E-mail addresses confirmed that day (by signups of any day). */
  activations: NonNegativeInt,
  /** Members whose first purchase ever was that day. */
  firstPurchases: NonNegativeInt,
  messagesSent: NonNegativeInt,
  /** Members who started a session or sent a message that day, each once. */
  activeMembers: NonNegativeInt,
  /** Per currency, by currency code. */
  revenue: t.array(CurrencyRevenue),
});
export type SiteDay = t.TypeOf<typeof SiteDay>;

/**
 * A site's open queues as they stand when the dashboard is read: how many wait and how long the oldest has
 * waited (null: none waits). Not kept per day: a queue's past lengths are no fact of any event.
 */
export const QueueSnapshot = t.type({
  site: t.string,
  photosPending: NonNegativeInt,
  photoWaitSeconds: t.union([NonNegativeInt, t.null]),
  /** Reported members waiting for a decision (the report queue's cases). */
  reportsOpen: NonNegativeInt,
  reportWaitSeconds: t.union([NonNegativeInt, t.null]),
});
export type QueueSnapshot = t.TypeOf<typeof QueueSnapshot>;

export const Dashboard = t.type({
  /** The range answered (the default when the query named none: the last 30 days up to today). */
  from: IsoDate,
  to: IsoDate,
  /** The sites the staff member works on: the site filter's choices. */
  sites: t.array(t.string),
  /** Every day of the range for each site shown, site by site, oldest day first; a day without activity is all zeros. */
  days: t.array(SiteDay),
  queues: t.array(QueueSnapshot),
  /** When the queues were read. */
  asOf: IsoDateTime,
});
export type Dashboard = t.TypeOf<typeof Dashboard>;
