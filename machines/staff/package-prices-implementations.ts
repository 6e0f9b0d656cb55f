import { fromPromise } from 'xstate';
import type { PublishPackagesRequest } from '../../io/entities/catalogue-admin';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { packagePricesMachine } from './package-prices.machine';

/** The admin's sites' catalogues and the publication of one currency's packages. */
export const createPackagePricesImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof packagePricesMachine> => ({
  actors: {
    loadCatalogues: fromPromise(async ({ signal }) => (await staffCall('adminCatalogues', { signal })).sites),
    publish: fromPromise(async ({ input, signal }: { input: PublishPackagesRequest; signal: AbortSignal }) => {
      await staffCall('publishPackages', { body: input, signal });
    }),
  },
});
