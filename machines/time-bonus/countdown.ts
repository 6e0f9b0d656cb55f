import { timeBonusWindowSeconds } from '../../io/entities/time-bonus';
import type { User } from '../../io/entities/user';

// The constants live in io/ (the server grants the same bonus); the machine's users read them here.
export { timeBonusCode, timeBonusPercentage, timeBonusWindowSeconds } from '../../io/entities/time-bonus';
export const timeBonusHours = timeBonusWindowSeconds / 3_600;
/** Spec §9: the modal appears after 40 s in the members area. */
export const timeBonusModalDelayMs = 40_000;

/**
 * Whole seconds of the bonus left at `nowMs`: 14400 minus the member's age in whole seconds, never below 0.
 * A signup that lies in the future (a browser clock running behind the server's) counts as just now.
 */
export const remainingSeconds = (signupDate: string, nowMs: number): number => {
  const ageSeconds = Math.max(0, Math.floor((nowMs - Date.parse(signupDate)) / 1000));
  return Math.max(0, timeBonusWindowSeconds - ageSeconds);
};

/** Seconds of bonus left for this member: 0 for nobody, for a paid member and once the window has passed. */
export const bonusSecondsLeft = (user: User | null, nowMs: number): number =>
  user === null || user.paid_user ? 0 : remainingSeconds(user.signup_date, nowMs);

const pad = (n: number): string => String(n).padStart(2, '0');

/** hh:mm:ss, each part zero padded ("03:59:07"). */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 3_600))}:${pad(Math.floor((whole % 3_600) / 60))}:${pad(whole % 60)}`;
};

/** The dismissal flag holds unix seconds; the machine keeps milliseconds. */
export const unixSeconds = (ms: number): number => Math.floor(ms / 1000);
