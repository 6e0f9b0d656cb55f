import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { Dashboard, DashboardQuery } from '../../../io/entities/dashboard';
import { dashboardMachine, dashboardQueryOf } from '../../../machines/staff/dashboard.machine';
import { selectDashboard, selectDashboardPhase, selectDashboardSites } from '../../../machines/staff/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

const aDashboard = (from: string, to: string): Dashboard => ({
  from, to, sites: ['flirt.localhost', 'localhost'],
  days: [{ site: 'localhost', day: to, signups: 3, activations: 1, firstPurchases: 1, messagesSent: 9, activeMembers: 4, revenue: [{ currency: 'EUR', amount: 1499, purchases: 1, refunded: 0 }] }],
  queues: [{ site: 'localhost', photosPending: 2, photoWaitSeconds: 600, reportsOpen: 0, reportWaitSeconds: null }],
  asOf: `${to}T10:00:00.000Z`,
});

describe('dashboard machine, model-based', () => {
  it('reaches every declared transition; it never reads with a range the server would refuse', () => {
    const exploration = exploreEveryTransition(dashboardMachine.provide({ actors: { loadDashboard: pending() } }), {
      events: [
        done('loadDashboard', aDashboard('2027-02-02', '2027-03-03')),
        failed('loadDashboard', { kind: 'network' }),
        { type: 'dashboard.reload' },
        { type: 'dashboard.field', field: 'from', value: '2027-03-01' },
        { type: 'dashboard.field', field: 'to', value: '2027-02-01' },
        { type: 'dashboard.field', field: 'site', value: 'localhost' },
        { type: 'dashboard.apply' },
      ],
      check: (snapshot: SnapshotFrom<typeof dashboardMachine>) => {
        const { from, to } = snapshot.context.query;
        expect(from === undefined || to === undefined || from <= to).toBe(true);
        // Numbers are shown only for the range asked last, never beside a failure or a read under way.
        expect(selectDashboard(snapshot) === null).toBe(!snapshot.matches('ready'));
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

describe('dashboard machine, driven', () => {
  it('reads the default range first, then a new site and range at once, dropping the read under way', async () => {
    const asked: DashboardQuery[] = [];
    const answers: Array<(dashboard: Dashboard) => void> = [];
    const actor = createActor(
      dashboardMachine.provide({
        actors: {
          loadDashboard: fromPromise<Dashboard, DashboardQuery>(({ input }) => {
            asked.push(input);
            return new Promise((resolve) => answers.push(resolve));
          }),
        },
      }),
    ).start();
    answers[0]?.(aDashboard('2027-02-02', '2027-03-03'));
    await flush();
    expect(selectDashboardPhase(actor.getSnapshot())).toBe('ready');
    // The range the server chose fills the empty fields.
    expect(actor.getSnapshot().context.values).toEqual({ site: '', from: '2027-02-02', to: '2027-03-03' });
    expect(selectDashboardSites(actor.getSnapshot())).toEqual(['flirt.localhost', 'localhost']);

    actor.send({ type: 'dashboard.field', field: 'from', value: '2027-03-04' });
    actor.send({ type: 'dashboard.apply' });
    expect(actor.getSnapshot().context.invalid).toBe('to');
    expect(asked).toHaveLength(1);

    actor.send({ type: 'dashboard.field', field: 'from', value: '2027-03-01' });
    actor.send({ type: 'dashboard.field', field: 'site', value: 'localhost' });
    actor.send({ type: 'dashboard.apply' });
    actor.send({ type: 'dashboard.field', field: 'from', value: '2027-03-02' });
    actor.send({ type: 'dashboard.apply' });
    expect(asked.slice(1)).toEqual([{ site: 'localhost', from: '2027-03-01', to: '2027-03-03' }, { site: 'localhost', from: '2027-03-02', to: '2027-03-03' }]);
    // The site choices stay while the new range loads.
    expect(selectDashboardSites(actor.getSnapshot())).toEqual(['flirt.localhost', 'localhost']);
    answers[1]?.(aDashboard('2027-03-01', '2027-03-03'));
    await flush();
    expect(selectDashboardPhase(actor.getSnapshot())).toBe('loading');
    answers[2]?.(aDashboard('2027-03-02', '2027-03-03'));
    await flush();
    expect(selectDashboard(actor.getSnapshot())?.from).toBe('2027-03-02');
  });
});

describe('dashboard filter', () => {
  const none = { site: '', from: '', to: '' };

  it('turns the form into a query, naming the field that cannot be one', () => {
    expect(dashboardQueryOf(none)).toEqual({ query: {} });
    expect(dashboardQueryOf({ site: 'localhost', from: ' 2027-03-01 ', to: '2027-03-03' })).toEqual({ query: { site: 'localhost', from: '2027-03-01', to: '2027-03-03' } });
    expect(dashboardQueryOf({ ...none, from: '1-3-2027' })).toEqual({ invalid: 'from' });
    expect(dashboardQueryOf({ ...none, from: '2027-03-03', to: '2027-03-01' })).toEqual({ invalid: 'to' });
    // A year at most, a leap day included: 366 days pass, 367 do not.
    expect(dashboardQueryOf({ ...none, from: '2027-03-02', to: '2028-03-01' })).toEqual({ query: { from: '2027-03-02', to: '2028-03-01' } });
    expect(dashboardQueryOf({ ...none, from: '2027-03-01', to: '2028-03-01' })).toEqual({ invalid: 'from' });
  });
});
