import { timer, VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { fromCallback, type EventObject } from 'xstate';
import { flush } from './actors';

/**
 * RxJS virtual time whose `advance` moves the clock to an exact instant, one due timer at a time,
 * letting promises settle in between (a load that resolves may start the next timer).
 */
export const createVirtualTime = () => {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  const advance = async (ms: number) => {
    const target = scheduler.frame + ms;
    await flush();
    for (let next = scheduler.actions[0]; next !== undefined && next.delay <= target; next = scheduler.actions[0]) {
      scheduler.maxFrames = next.delay;
      scheduler.flush();
      await flush();
    }
    scheduler.frame = target;
  };
  /** The timer actor as the app binds it, on this scheduler. */
  const timerActor = fromCallback<EventObject, { ms: number }>(({ input, sendBack }) => {
    const subscription = timer(input.ms, scheduler).subscribe(() => sendBack({ type: 'timer.elapsed' }));
    return () => subscription.unsubscribe();
  });
  return { advance, timerActor, now: () => scheduler.frame, scheduler };
};
