import { addDays, rangeProblem, type CurrencyRevenue, type Dashboard, type DashboardQuery, type QueueSnapshot, type SiteDay } from '../../../io/entities/dashboard';
import type { StaffProfile } from '../../../io/entities/staff';
import type { Queryable } from '../../db/database';
import { invalidInput, ok, type Answer } from '../../http/answer';
import { onStaffSitesSql } from '../staff/read';

/** Without a range the dashboard shows the last 30 days, today included. */
const defaultDays = 30;

/** The range asked for, its missing ends filled in (to: today, from: 30 days up to `to`), or the field that is wrong. */
const resolveRange = (query: DashboardQuery, now: Date): { from: string; to: string } | { invalid: 'from' | 'to' } => {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from = query.from ?? addDays(to, 1 - defaultDays);
  const problem = rangeProblem(from, to);
  return problem === null ? { from, to } : { invalid: problem };
};

/** The sites the staff member works on (every configured site for one working on all). */
const staffSites = async (q: Queryable, staff: Pick<StaffProfile, 'sites'>): Promise<string[]> =>
  (await q.query<{ domain: string }>(`SELECT domain FROM sites WHERE ${onStaffSitesSql('domain')} ORDER BY domain`, [staff.sites])).map((row) => row.domain);

interface DayRow {
  readonly site: string;
  readonly day: string;
  readonly signups: number;
  readonly activations: number;
  readonly first_purchases: number;
  readonly messages_sent: number;
  readonly active_members: number;
  readonly revenue: Record<string, Omit<CurrencyRevenue, 'currency'>>;
}

/** Every day of the range for each site, from site_daily_stats; a day without a row is all zeros. */
const siteDays = async (q: Queryable, sites: ReadonlyArray<string>, from: string, to: string): Promise<SiteDay[]> => {
  const rows = await q.query<DayRow>(
    `SELECT s.site, to_char(d.day, 'YYYY-MM-DD') AS day,
            coalesce(st.signups, 0) AS signups, coalesce(st.activations, 0) AS activations, coalesce(st.first_purchases, 0) AS first_purchases,
            coalesce(st.messages_sent, 0) AS messages_sent, coalesce(st.active_members, 0) AS active_members, coalesce(st.revenue, '{}'::jsonb) AS revenue
       FROM unnest($1::text[]) AS s(site)
      CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d(day)
       LEFT JOIN site_daily_stats st ON st.site = s.site AND st.day = d.day::date
      ORDER BY s.site, d.day`,
    [sites, from, to],
  );
  return rows.map((row) => ({
    site: row.site, day: row.day, signups: row.signups, activations: row.activations, firstPurchases: row.first_purchases,
    messagesSent: row.messages_sent, activeMembers: row.active_members,
    revenue: Object.entries(row.revenue).sort(([a], [b]) => a.localeCompare(b)).map(([currency, money]) => ({ currency, ...money })),
  }));
};

interface QueueRow {
  readonly site: string;
  readonly waiting: number;
  readonly oldest: Date;
}

const secondsSince = (now: Date, oldest: Date | undefined): number | null =>
  oldest === undefined ? null : Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000));

/**
 * The photo and report queues per site as they stand now: read from their own tables when the dashboard is
 * read, not kept per day (the lengths of the past are no fact any event records; a snapshot is what a site
 * admin acts on). Counted as the queues themselves count: photos pending, reported members with an open report.
 */
const queueSnapshots = async (q: Queryable, sites: ReadonlyArray<string>, now: Date): Promise<QueueSnapshot[]> => {
  const [photos, reports] = await Promise.all([
    q.query<QueueRow>(
      `SELECT m.site, count(*)::int AS waiting, min(p.uploaded_at) AS oldest FROM photos p JOIN members m ON m.id = p.member_id
        WHERE p.status = 'pending' AND m.site = ANY($1::text[]) GROUP BY m.site`,
      [sites],
    ),
    q.query<QueueRow>(
      `SELECT m.site, count(DISTINCT r.reported_id)::int AS waiting, min(r.reported_at) AS oldest FROM reports r JOIN members m ON m.id = r.reported_id
        WHERE r.resolved_at IS NULL AND m.site = ANY($1::text[]) GROUP BY m.site`,
      [sites],
    ),
  ]);
  return sites.map((site) => {
    const photo = photos.find((row) => row.site === site);
    const report = reports.find((row) => row.site === site);
    return {
      site,
      photosPending: photo?.waiting ?? 0,
      photoWaitSeconds: secondsSince(now, photo?.oldest),
      reportsOpen: report?.waiting ?? 0,
      reportWaitSeconds: secondsSince(now, report?.oldest),
    };
  });
};

/**
 * The dashboard of the staff member's sites (or of one of them: a site they do not work on shows nothing),
 * read from the projection's table and the queues' own tables: never from the events.
 */
export const dashboardFor = async (q: Queryable, staff: Pick<StaffProfile, 'sites'>, query: DashboardQuery, now: Date): Promise<Answer<Dashboard>> => {
  const range = resolveRange(query, now);
  if ('invalid' in range) return invalidInput(range.invalid);
  const sites = await staffSites(q, staff);
  const shown = query.site === undefined ? sites : sites.filter((site) => site === query.site);
  const [days, queues] = await Promise.all([siteDays(q, shown, range.from, range.to), queueSnapshots(q, shown, now)]);
  return ok({ ...range, sites, days, queues, asOf: now.toISOString() });
};
