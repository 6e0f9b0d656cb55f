import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { timerActor } from '../shared/timer-actor';
import type { timeBonusMachine } from './time-bonus.machine';

/** The time bonus: its one-second ticker, its timer, the modal's dismissal flag and the welcome-discount call. */
export const createTimeBonusImplementations = ({
  call,
  clock,
  writeFlag,
}: Pick<Platform, 'call' | 'clock' | 'writeFlag'>): Implementations<typeof timeBonusMachine> => ({
  actors: {
    ticker: fromCallback<EventObject, void>(({ sendBack }) => {
      const subscription = clock.interval$(1000).subscribe(() => sendBack({ type: 'clock.tick', now: clock.now() }));
      return () => subscription.unsubscribe();
    }),
    timer: timerActor(clock),
    // A refused write (private mode, full storage) is no failure: the dismissal then lasts the page only.
    saveDismissal: fromPromise<void, { at: number }>(async ({ input }) => {
      writeFlag('hide-time-bonus-modal', input.at);
    }),
    loadWelcomeDiscount: fromPromise(({ signal }) => call('welcomeDiscount', { query: { welcome: 'true' }, signal })),
  },
});
