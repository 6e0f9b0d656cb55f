import { isLeft } from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { DashboardQuery, rangeProblem, type Dashboard } from '../../io/entities/dashboard';
import { promiseNotProvided } from '../shared/not-provided';

export const dashboardFields = ['site', 'from', 'to'] as const;
export type DashboardField = (typeof dashboardFields)[number];
/** The filter form as typed: '' is "all my sites" and "the default range". */
export type DashboardValues = Record<DashboardField, string>;

/** The query of a filter form, or the first field the server would refuse (a day that is none, a range back to front or over a year). */
export const dashboardQueryOf = (values: DashboardValues): { query: DashboardQuery } | { invalid: DashboardField } => {
  const given = Object.fromEntries(dashboardFields.flatMap((field) => (values[field].trim() === '' ? [] : [[field, values[field].trim()]])));
  const decoded = decode(DashboardQuery, given);
  if (isLeft(decoded)) return { invalid: dashboardFields.find((name) => decoded.left.issues.some((issue) => issue.path === name)) ?? 'from' };
  const { from, to } = decoded.right;
  const problem = from === undefined || to === undefined ? null : rangeProblem(from, to);
  return problem === null ? { query: decoded.right } : { invalid: problem };
};

export interface DashboardContext {
  readonly values: DashboardValues;
  /** The filter the dashboard shown was read with. */
  readonly query: DashboardQuery;
  readonly dashboard: Dashboard | null;
  readonly invalid: DashboardField | null;
}

export type DashboardEvent = { type: 'dashboard.field'; field: DashboardField; value: string } | { type: 'dashboard.apply' } | { type: 'dashboard.reload' };

/**
 * The site admin's dashboard (issue 14): the numbers per site and day of a range, and the queues as they stand.
 * A new site or range is read at once, even while another read is under way (that one is dropped).
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    loadDashboard: promiseNotProvided<Dashboard, DashboardQuery>('loadDashboard'),
  },
  actions: {
    storeField: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'dashboard.field');
        return { ...context.values, [event.field]: event.value };
      },
      invalid: null,
    }),
    takeQuery: assign({
      query: ({ context }) => {
        const checked = dashboardQueryOf(context.values);
        return 'query' in checked ? checked.query : context.query;
      },
    }),
    markInvalid: assign({
      invalid: ({ context }) => {
        const checked = dashboardQueryOf(context.values);
        return 'invalid' in checked ? checked.invalid : null;
      },
    }),
  },
  guards: {
    filterValid: ({ context }) => 'query' in dashboardQueryOf(context.values),
  },
}).createMachine({
  id: 'dashboard',
  context: { values: { site: '', from: '', to: '' }, query: {}, dashboard: null, invalid: null },
  initial: 'loading',
  on: {
    'dashboard.field': { actions: 'storeField' },
    'dashboard.apply': [
      { guard: 'filterValid', target: '.loading', reenter: true, actions: 'takeQuery' },
      { actions: 'markInvalid' },
    ],
  },
  states: {
    loading: {
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign({
            dashboard: ({ event }) => event.output,
            // A range left empty shows the one the server chose; what was typed stays.
            values: ({ context, event }) => ({ ...context.values, from: context.values.from || event.output.from, to: context.values.to || event.output.to }),
          }),
        },
        onError: 'failed',
      },
    },
    ready: {
      on: { 'dashboard.reload': 'loading' },
    },
    failed: {
      on: { 'dashboard.reload': 'loading' },
    },
  },
});
