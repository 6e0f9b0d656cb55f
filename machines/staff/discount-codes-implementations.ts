import { fromPromise } from 'xstate';
import type { CreateCodeRequest, ExpireCodeRequest } from '../../io/entities/catalogue-admin';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { discountCodesMachine } from './discount-codes.machine';

/** The admin's sites' catalogues (with the time they were read), and a code created or ended on one. */
export const createDiscountCodesImplementations = ({ staffCall, clock }: Pick<Platform, 'staffCall' | 'clock'>): Implementations<typeof discountCodesMachine> => ({
  actors: {
    loadCatalogues: fromPromise(async ({ signal }) => {
      const { sites } = await staffCall('adminCatalogues', { signal });
      return { sites, readAt: new Date(clock.now()).toISOString() };
    }),
    createCode: fromPromise(async ({ input, signal }: { input: CreateCodeRequest; signal: AbortSignal }) => {
      await staffCall('createCode', { body: input, signal });
    }),
    expireCode: fromPromise(async ({ input, signal }: { input: ExpireCodeRequest; signal: AbortSignal }) => {
      await staffCall('expireCode', { body: input, signal });
    }),
  },
});
