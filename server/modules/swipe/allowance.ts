/**
 * Spec §9: the swipe game allows 4 likes per day. The day is a rolling 24 hours: a like is possible while
 * fewer than 4 swipe likes were given in the 24 hours before it, so no 24-hour window ever holds more than 4,
 * and once all 4 are used the next like is possible exactly 24 hours after the oldest of them.
 */
export const swipeLikesPerDay = 4;
export const swipeWindowMs = 24 * 60 * 60 * 1000;

export interface SwipeAllowance {
  readonly likesLeft: number;
  /** When the next like is possible, while none is left; null while likes are left. */
  readonly nextLikeAt: Date | null;
}

/** The allowance at `now`, from the times of the member's swipe likes (any order; only the latest 4 matter). */
export const swipeAllowance = (likeTimes: ReadonlyArray<Date>, now: Date): SwipeAllowance => {
  const windowStart = now.getTime() - swipeWindowMs;
  const inWindow = likeTimes.map((time) => time.getTime()).filter((time) => time > windowStart).sort((a, b) => a - b);
  const likesLeft = Math.max(0, swipeLikesPerDay - inWindow.length);
  // The like whose leaving the window brings the count below 4: the oldest of the latest 4.
  const freeing = inWindow[inWindow.length - swipeLikesPerDay];
  return { likesLeft, nextLikeAt: likesLeft > 0 || freeing === undefined ? null : new Date(freeing + swipeWindowMs) };
};

/** The latest `swipeLikesPerDay` of the times: all the allowance ever needs. */
export const latestLikes = (likeTimes: ReadonlyArray<Date>): Date[] =>
  [...likeTimes].sort((a, b) => b.getTime() - a.getTime()).slice(0, swipeLikesPerDay);
