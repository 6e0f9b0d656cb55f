import { fromPromise } from 'xstate';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { saveDismissalActor } from '../shared/save-dismissal';
import type { entryWarningMachine } from './entry-warning.machine';

/** The site-entry warning: its dismissal stored as a local flag, and the way off the site. */
export const createEntryWarningImplementations = (
  deps: Pick<Platform, 'clock' | 'writeFlag' | 'leaveSite'>,
): Implementations<typeof entryWarningMachine> => ({
  actors: {
    saveDismissal: saveDismissalActor(deps),
    leaveSite: fromPromise<void, void>(async () => deps.leaveSite()),
  },
});
