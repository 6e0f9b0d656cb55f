import { fromPromise } from 'xstate';
import type { AddStaffRequest, RemoveStaffRequest, UpdateStaffRequest } from '../../io/entities/staff-accounts';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { staffAccountsMachine } from './staff-accounts.machine';

/** The staff accounts a site admin sees, and the addition, change and removal of one. */
export const createStaffAccountsImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof staffAccountsMachine> => ({
  actors: {
    loadAccounts: fromPromise(async ({ signal }) => staffCall('staffAccounts', { signal })),
    addAccount: fromPromise(async ({ input, signal }: { input: AddStaffRequest; signal: AbortSignal }) => staffCall('addStaffAccount', { body: input, signal })),
    updateAccount: fromPromise(async ({ input, signal }: { input: UpdateStaffRequest; signal: AbortSignal }) => staffCall('updateStaffAccount', { body: input, signal })),
    removeAccount: fromPromise(async ({ input, signal }: { input: RemoveStaffRequest; signal: AbortSignal }) => staffCall('removeStaffAccount', { body: input, signal })),
  },
});
