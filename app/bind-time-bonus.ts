import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { Clock } from '../adapters/clock';
import type { Http } from '../adapters/http';
import { readFlag, writeFlag } from '../adapters/storage';
import { timeBonusMachine } from '../machines/time-bonus/time-bonus.machine';
import { once } from './once';
import { timerActor } from './timer-actor';

export interface TimeBonusDeps {
  readonly http: Http;
  readonly clock: Clock;
  /** localStorage (window.localStorage), where the modal's dismissal flag lives. */
  readonly storage: FlagStorage;
}

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

const dismissalFlag = 'hide-time-bonus-modal';

/** The input's `dismissedAt`: when the time-bonus modal was closed in this browser (unix seconds), or null. */
export const readTimeBonusDismissal = (storage: FlagStorage): number | null => readFlag(storage, dismissalFlag);

/** The time-bonus machine with its ticker, timer, dismissal flag and welcome-discount call bound to the adapters. */
export const bindTimeBonusMachine = ({ http, clock, storage }: TimeBonusDeps) =>
  timeBonusMachine.provide({
    actors: {
      ticker: fromCallback<EventObject, void>(({ sendBack }) => {
        const subscription = clock.interval$(1000).subscribe(() => sendBack({ type: 'clock.tick', now: clock.now() }));
        return () => subscription.unsubscribe();
      }),
      timer: timerActor(clock),
      // A refused write (private mode, full storage) is no failure: the dismissal then lasts the page only.
      saveDismissal: fromPromise<void, { at: number }>(async ({ input }) => {
        writeFlag(storage, dismissalFlag, input.at);
      }),
      loadWelcomeDiscount: fromPromise(({ signal }) => once(http.call('discountCode', { query: { welcome: 'true' }, signal }))),
    },
  });
