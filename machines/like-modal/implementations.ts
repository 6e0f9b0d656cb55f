import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { removeQueryParamsActor } from '../shared/remove-query-params';
import { timerActor } from '../shared/timer-actor';
import type { likeModalMachine } from './like-modal.machine';

/** The like modal (query parameter t): its delay on the app's clock, and t taken off the URL. */
export const createLikeModalImplementations = (deps: Pick<Platform, 'clock' | 'removeQueryParams'>): Implementations<typeof likeModalMachine> => ({
  actors: {
    timer: timerActor(deps.clock),
    removeQueryParams: removeQueryParamsActor(deps),
  },
});
