import { addDays, daysInRange, type Dashboard } from '../../io/entities/dashboard';
import { currenciesOf } from './dashboard-csv';

type Counted = 'signups' | 'activations' | 'firstPurchases' | 'messagesSent' | 'activeMembers';

/** The dashboard summed over the sites shown, day by day: what the charts draw and their tables list. */
export interface DailyTotals {
  /** Every day of the range, oldest first. */
  readonly days: ReadonlyArray<string>;
  readonly counts: Readonly<Record<Counted, ReadonlyArray<number>>>;
  /** Paid amounts per currency, in minor units. */
  readonly revenue: ReadonlyArray<{ readonly currency: string; readonly amounts: ReadonlyArray<number> }>;
}

const counted: ReadonlyArray<Counted> = ['signups', 'activations', 'firstPurchases', 'messagesSent', 'activeMembers'];

export const dailyTotals = (dashboard: Pick<Dashboard, 'from' | 'to' | 'days'>): DailyTotals => {
  const days = Array.from({ length: Math.max(0, daysInRange(dashboard.from, dashboard.to)) }, (_, i) => addDays(dashboard.from, i));
  const index = new Map(days.map((day, i) => [day, i]));
  const zeros = () => days.map(() => 0);
  const counts: Record<Counted, number[]> = { signups: zeros(), activations: zeros(), firstPurchases: zeros(), messagesSent: zeros(), activeMembers: zeros() };
  const revenue = currenciesOf(dashboard.days).map((currency) => ({ currency, amounts: zeros() }));
  for (const row of dashboard.days) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    for (const name of counted) counts[name][i] = (counts[name][i] ?? 0) + row[name];
    for (const money of row.revenue) {
      const series = revenue.find((entry) => entry.currency === money.currency);
      if (series !== undefined) series.amounts[i] = (series.amounts[i] ?? 0) + money.amount;
    }
  }
  return { days, counts, revenue };
};
