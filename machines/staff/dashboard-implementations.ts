import { fromPromise } from 'xstate';
import type { DashboardQuery } from '../../io/entities/dashboard';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { dashboardMachine } from './dashboard.machine';

/** The dashboard's one read. */
export const createDashboardImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof dashboardMachine> => ({
  actors: {
    loadDashboard: fromPromise(async ({ input, signal }: { input: DashboardQuery; signal: AbortSignal }) => staffCall('dashboard', { query: input, signal })),
  },
});
