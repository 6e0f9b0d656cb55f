import type { Clock } from '../../../server/clock';

export interface TestClock extends Clock {
  advance(ms: number): void;
  set(iso: string): void;
}

/** A clock that stands still until a test moves it. */
export const testClock = (iso = '2026-11-22T10:00:00.000Z'): TestClock => {
  let now = Date.parse(iso);
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (next) => {
      now = Date.parse(next);
    },
  };
};

export const minutes = (n: number): number => n * 60_000;
