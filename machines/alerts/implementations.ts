import { fromPromise } from 'xstate';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { saveDismissalActor } from '../shared/save-dismissal';
import type { alertsMachine } from './alerts.machine';

/** The default layout's alerts: dismissals stored as local flags, and the push request. */
export const createAlertsImplementations = (deps: Pick<Platform, 'clock' | 'writeFlag' | 'requestPush'>): Implementations<typeof alertsMachine> => ({
  actors: {
    saveDismissal: saveDismissalActor(deps),
    requestPush: fromPromise<void, void>(() => deps.requestPush()),
  },
});
