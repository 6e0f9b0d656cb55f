import { asyncScheduler, interval, map, Observable, timer } from 'rxjs';
import type { SchedulerLike } from 'rxjs';

export interface Clock {
  /** Emits once after `ms`, then completes. */
  timer$(ms: number): Observable<void>;
  /** Emits 0, 1, 2, ... every `ms`, the first after `ms`. */
  interval$(ms: number): Observable<number>;
  /** Milliseconds since the epoch (virtual milliseconds under a test scheduler). */
  now(): number;
}

/** All time of the app in one place, so tests can swap in a virtual-time scheduler. */
export const createClock = (scheduler: SchedulerLike = asyncScheduler): Clock => ({
  timer$: (ms) => timer(ms, scheduler).pipe(map((): void => undefined)),
  interval$: (ms) => interval(ms, scheduler),
  now: () => scheduler.now(),
});
