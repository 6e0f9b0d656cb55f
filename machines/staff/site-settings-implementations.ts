import { fromPromise } from 'xstate';
import type { PublishSiteRequest } from '../../io/entities/site-admin';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { siteSettingsMachine } from './site-settings.machine';

/** The admin's sites and the publication of one's settings. */
export const createSiteSettingsImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof siteSettingsMachine> => ({
  actors: {
    loadSites: fromPromise(async ({ signal }) => (await staffCall('adminSites', { signal })).sites),
    publish: fromPromise(async ({ input, signal }: { input: PublishSiteRequest; signal: AbortSignal }) => {
      await staffCall('publishSite', { body: input, signal });
    }),
  },
});
