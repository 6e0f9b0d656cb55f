import { fromCallback, type EventObject } from 'xstate';
import type { PlatformClock } from './platform';

/**
 * The timer every machine invokes: one event `ms` after it starts, on the app's clock. `timer.elapsed`
 * unless `done` names another (two timers in parallel regions must not end each other).
 */
export const timerActor = (clock: Pick<PlatformClock, 'timer$'>) =>
  fromCallback<EventObject, { ms: number; done?: string }>(({ input, sendBack }) => {
    const subscription = clock.timer$(input.ms).subscribe(() => sendBack({ type: input.done ?? 'timer.elapsed' }));
    return () => subscription.unsubscribe();
  });
