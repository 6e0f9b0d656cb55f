import { fromCallback, type EventObject } from 'xstate';
import type { PlatformClock } from './platform';

/** The timer every machine invokes: `timer.elapsed` once, `ms` after it starts, on the app's clock. */
export const timerActor = (clock: Pick<PlatformClock, 'timer$'>) =>
  fromCallback<EventObject, { ms: number }>(({ input, sendBack }) => {
    const subscription = clock.timer$(input.ms).subscribe(() => sendBack({ type: 'timer.elapsed' }));
    return () => subscription.unsubscribe();
  });
