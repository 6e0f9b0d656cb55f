import { fromPromise } from 'xstate';
import type { AddStaffRequest } from '../../io/entities/staff-accounts';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { staffAccountsMachine } from './staff-accounts.machine';

/** The staff accounts a site admin sees, and the addition of one. */
export const createStaffAccountsImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof staffAccountsMachine> => ({
  actors: {
    loadAccounts: fromPromise(async ({ signal }) => staffCall('staffAccounts', { signal })),
    addAccount: fromPromise(async ({ input, signal }: { input: AddStaffRequest; signal: AbortSignal }) => staffCall('addStaffAccount', { body: input, signal })),
  },
});
