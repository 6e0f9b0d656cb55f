import { fromPromise } from 'xstate';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { timerActor } from '../shared/timer-actor';
import type { matchModalMachine } from './match-modal.machine';

/** The new-like match modal: the auto-like call, its 0.5 s wait, and the app's reload of the likes. */
export const createMatchModalImplementations = (
  deps: Pick<Platform, 'call' | 'clock' | 'reloadMemberData'>,
): Implementations<typeof matchModalMachine> => ({
  actors: {
    loadAutoLike: fromPromise(({ signal }) => deps.call('autoLike', { signal })),
    timer: timerActor(deps.clock),
    reloadLikes: fromPromise<void, void>(async () => deps.reloadMemberData()),
  },
});
