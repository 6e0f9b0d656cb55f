import type { Dashboard, SiteDay } from '../../io/entities/dashboard';

/** The currencies any row of the dashboard has money in, in code order: one group of columns each. */
export const currenciesOf = (days: ReadonlyArray<SiteDay>): string[] =>
  [...new Set(days.flatMap((row) => row.revenue.map((money) => money.currency)))].sort();

/** Minor units (cents) as a decimal with a point, the form spreadsheets read in any locale: 1499 → "14.99". */
const decimal = (minor: number): string => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** A field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break, quotes doubled. */
const field = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The dashboard's rows as CSV: a header row, then one row per site and day (UTC), CRLF line ends. The column
 * names are stable identifiers rather than translated text, so a script or a sheet reading the file works
 * whatever language the console speaks. Starts with a byte order mark: spreadsheet programs then read UTF-8.
 */
export const dashboardCsv = (dashboard: Pick<Dashboard, 'days'>): string => {
  const currencies = currenciesOf(dashboard.days);
  const header = [
    'site', 'day', 'signups', 'activations', 'first_purchases', 'messages_sent', 'active_members',
    ...currencies.flatMap((currency) => [`revenue_${currency}`, `purchases_${currency}`, `refunded_${currency}`]),
  ];
  const rows = dashboard.days.map((row) => [
    row.site, row.day, ...[row.signups, row.activations, row.firstPurchases, row.messagesSent, row.activeMembers].map(String),
    ...currencies.flatMap((currency) => {
      const money = row.revenue.find((entry) => entry.currency === currency);
      return [decimal(money?.amount ?? 0), String(money?.purchases ?? 0), decimal(money?.refunded ?? 0)];
    }),
  ]);
  return `\uFEFF${[header, ...rows].map((cells) => cells.map(field).join(',')).join('\r\n')}\r\n`;
};

/** The CSV as a link target: downloading it needs no script and no request. */
export const csvHref = (csv: string): string => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
