/** Where the server reads the time: the system clock in production, a fixed or stepped one in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
