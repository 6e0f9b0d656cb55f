// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardQuery, SiteDay } from '../../io/entities/dashboard';
import type { StaffProfile } from '../../io/entities/staff';
import type { StaffEndpointName } from '../../io/staff-contract';
import type { StaffApiCall } from '../../machines/shared/platform';
import { dashboardCsv } from '../../views/staff/dashboard-csv';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);

const admin: StaffProfile = { id: 1, email: 'admin@rendezvous.test', name: 'Site Admin', roles: ['site_admin'], sites: null };

const quiet = { signups: 0, activations: 0, firstPurchases: 0, messagesSent: 0, activeMembers: 0, revenue: [] };
const day = (site: string, date: string, counts: Partial<SiteDay> = {}): SiteDay => ({ site, day: date, ...quiet, ...counts });

/** Two sites over three days: the charts sum them, the CSV keeps a row per site and day. */
const threeDays: Dashboard = {
  from: '2027-03-01',
  to: '2027-03-03',
  sites: ['flirt.localhost', 'localhost'],
  days: [
    day('flirt.localhost', '2027-03-01', { signups: 1, activeMembers: 1 }),
    day('flirt.localhost', '2027-03-02', { firstPurchases: 1, revenue: [{ currency: 'GBP', amount: 1949, purchases: 1, refunded: 0 }] }),
    day('flirt.localhost', '2027-03-03'),
    day('localhost', '2027-03-01', { signups: 3, activations: 1, messagesSent: 3, activeMembers: 1 }),
    day('localhost', '2027-03-02', { activations: 1, firstPurchases: 1, revenue: [{ currency: 'EUR', amount: 4498, purchases: 2, refunded: 0 }] }),
    day('localhost', '2027-03-03', { revenue: [{ currency: 'EUR', amount: 0, purchases: 0, refunded: 500 }] }),
  ],
  queues: [
    { site: 'flirt.localhost', photosPending: 0, photoWaitSeconds: null, reportsOpen: 0, reportWaitSeconds: null },
    { site: 'localhost', photosPending: 4, photoWaitSeconds: 3 * 86_400 + 60, reportsOpen: 1, reportWaitSeconds: 7_200 },
  ],
  asOf: '2027-03-03T10:00:00.000Z',
};

/** A staff server in memory answering the dashboard; `fail` makes its next read fail. */
const dashboardServer = (profile: StaffProfile = admin) => {
  const asked: DashboardQuery[] = [];
  let failNext = false;
  const answers: { [N in StaffEndpointName]?: (query: unknown) => unknown } = {
    staffMe: () => ({ staff: profile }),
    staffQueues: () => ({ photos: 0, texts: 0, reports: 0, complaints: 0, desk: 0 }),
    dashboard: (query) => {
      asked.push(query as DashboardQuery);
      if (failNext) {
        failNext = false;
        throw { kind: 'network' };
      }
      const { from = threeDays.from, to = threeDays.to, site } = query as DashboardQuery;
      return { ...threeDays, from, to, days: threeDays.days.filter((row) => site === undefined || row.site === site) };
    },
  };
  const staffCall = (async (name: StaffEndpointName, args: { query?: unknown } = {}) => {
    const answer = answers[name];
    if (answer === undefined) throw { kind: 'network' };
    return answer(args.query ?? {});
  }) as StaffApiCall;
  return { platform: { staffCall, staffSessionEnded$: new Subject<void>().asObservable() }, asked, failNextRead: () => { failNext = true; } };
};

const csvOf = (link: HTMLElement): string => {
  const href = link.getAttribute('href') ?? '';
  expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
  return decodeURIComponent(href.slice('data:text/csv;charset=utf-8,'.length));
};

describe('the staff dashboard', () => {
  it('shows each chart with its numbers as text and as a table, and the queues as they stand', async () => {
    const server = dashboardServer();
    renderApp('/staff/dashboard', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const signups = await screen.findByRole('figure', { name: 'Sign-ups and activations' });
    // The totals of both sites, in words under the chart.
    expect(within(signups).getByText('Sign-ups: 4 in total, most on Mar 1 (4).')).toBeTruthy();
    expect(within(signups).getByText('Activations: 2 in total, most on Mar 1 (1).')).toBeTruthy();
    fireEvent.click(within(signups).getByText('Sign-ups and activations as a table'));
    const table = within(signups).getByRole('table', { name: 'Sign-ups and activations' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['DaySign-upsActivations', 'Mar 141', 'Mar 201', 'Mar 300']);
    // The picture itself is hidden from assistive technology; without a canvas (happy-dom) it stays empty.
    expect(signups.querySelector('[aria-hidden="true"]')?.childElementCount).toBe(0);

    const revenue = screen.getByRole('figure', { name: 'Revenue' });
    expect(within(revenue).getByText('Revenue EUR: €44.98 in total, most on Mar 2 (€44.98).')).toBeTruthy();
    expect(within(revenue).getByText('Revenue GBP: £19.49 in total, most on Mar 2 (£19.49).')).toBeTruthy();
    const revenueRows = within(within(revenue).getByRole('table')).getAllByRole('row').map((row) => row.textContent);
    expect(revenueRows).toEqual(['DayRevenue EURRevenue GBP', 'Mar 1€0.00£0.00', 'Mar 2€44.98£19.49', 'Mar 3€0.00£0.00']);
    expect(within(screen.getByRole('figure', { name: 'Messages sent' })).getByText('Messages: 3 in total, most on Mar 1 (3).')).toBeTruthy();

    const queues = screen.getByRole('table', { name: /^Queues now/ });
    expect(within(queues).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'SitePhotos to reviewOldest photo waitingReported membersOldest report waiting',
      'flirt.localhost0nothing0nothing',
      'localhost43 days12 hours',
    ]);
  });

  it('offers the rows as a UTF-8 CSV with a header row, built from the answer', async () => {
    renderApp('/staff/dashboard', { loadUser: visitor, platform: dashboardServer().platform });
    const csv = csvOf(await screen.findByRole('link', { name: 'Download as CSV' }));
    expect(screen.getByRole('link', { name: 'Download as CSV' }).getAttribute('download')).toBe('dashboard-2027-03-01-2027-03-03.csv');
    expect(csv).toBe(dashboardCsv(threeDays));
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFsite,day,signups,activations,first_purchases,messages_sent,active_members,revenue_EUR,purchases_EUR,refunded_EUR,revenue_GBP,purchases_GBP,refunded_GBP',
      'flirt.localhost,2027-03-01,1,0,0,0,1,0.00,0,0.00,0.00,0,0.00',
      'flirt.localhost,2027-03-02,0,0,1,0,0,0.00,0,0.00,19.49,1,0.00',
      'flirt.localhost,2027-03-03,0,0,0,0,0,0.00,0,0.00,0.00,0,0.00',
      'localhost,2027-03-01,3,1,0,3,1,0.00,0,0.00,0.00,0,0.00',
      'localhost,2027-03-02,0,1,1,0,0,44.98,2,0.00,0.00,0,0.00',
      'localhost,2027-03-03,0,0,0,0,0,0.00,0,5.00,0.00,0,0.00',
      '',
    ]);
  });

  it('quotes a CSV field that holds a comma or a quote', () => {
    expect(dashboardCsv({ days: [day('a,"b"', '2027-03-01')] }).split('\r\n')[1]).toBe('"a,""b""",2027-03-01,0,0,0,0,0');
  });

  it('reads another site and range at once, refuses a range back to front, and reloads after a failure', async () => {
    const server = dashboardServer();
    renderApp('/staff/dashboard', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('figure', { name: 'Revenue' });
    expect(server.asked).toEqual([{}]);
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2027-03-01');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-03-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Choose an end date on or after the start date.')).toBeTruthy();
    expect(screen.getByLabelText('Up to and including').getAttribute('aria-invalid')).toBe('true');
    expect(server.asked).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-03-02' } });
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: 'localhost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(server.asked.at(-1)).toEqual({ site: 'localhost', from: '2027-03-02', to: '2027-03-03' }));
    await waitFor(() => expect(csvOf(screen.getByRole('link', { name: 'Download as CSV' })).split('\r\n')).toHaveLength(5));

    server.failNextRead();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await screen.findByRole('link', { name: 'Download as CSV' });
    expect(server.asked).toHaveLength(4);
  });

  it('is a section of site admins only', async () => {
    const server = dashboardServer({ ...admin, roles: ['moderator'] });
    renderApp('/staff/dashboard', { loadUser: visitor, platform: server.platform });
    await screen.findByText('This section is not part of your role.');
    expect(within(screen.getByRole('navigation', { name: 'Administration' })).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(server.asked).toEqual([]);
  });
});
