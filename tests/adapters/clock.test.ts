import { take, VirtualTimeScheduler } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../adapters/clock';

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('clock', () => {
  it('timer$ emits once after the delay, then completes', () => {
    const scheduler = testScheduler();
    scheduler.run(({ expectObservable }) => {
      expectObservable(createClock(scheduler).timer$(40_000)).toBe('40000ms (a|)', { a: undefined });
    });
  });

  it('interval$ ticks 0, 1, 2 every period, the first after one period', () => {
    const scheduler = testScheduler();
    scheduler.run(({ expectObservable }) => {
      expectObservable(createClock(scheduler).interval$(60_000).pipe(take(3))).toBe('60000ms a 59999ms b 59999ms (c|)', {
        a: 0,
        b: 1,
        c: 2,
      });
    });
  });

  it('now() follows the scheduler, so virtual time moves it', () => {
    const scheduler = new VirtualTimeScheduler();
    const clock = createClock(scheduler);
    const seen: number[] = [];
    clock.timer$(5_000).subscribe(() => seen.push(clock.now()));
    expect(clock.now()).toBe(0);
    scheduler.flush();
    expect(seen).toEqual([5_000]);
  });

  it('defaults to real time', () => {
    const before = Date.now();
    const now = createClock().now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
