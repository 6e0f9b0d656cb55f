import type { DiscountCode } from '../../io/entities/discount';
import type { User } from '../../io/entities/user';
import { timeBonusCode, timeBonusPercentage } from './countdown';

/** The discount a purchase would get now. */
export interface ActiveDiscount {
  readonly code: string;
  readonly percentage: number;
}

/** The time bonus as an active discount: one constant object, so selectors return the same value each call. */
export const timeBonusDiscount: ActiveDiscount = { code: timeBonusCode, percentage: timeBonusPercentage };

/** The welcome code the server answered, if it can be used now. */
export const welcomeDiscountOf = (code: DiscountCode): ActiveDiscount | null =>
  code.status === 'active' && !code.expired ? { code: code.code, percentage: code.value_percentage } : null;

export interface TimeBonusInput {
  /** hide-time-bonus-modal: when the modal was last closed in this browser (unix seconds), or null. */
  readonly dismissedAt: number | null;
  /** The path shown when the machine starts. */
  readonly path: string;
  /** The member at start, when already known (later changes arrive as session.changed). */
  readonly user?: User | null;
  /** The time at start, ms since the epoch (needed with `user`). */
  readonly now?: number;
}

export interface TimeBonusContext {
  readonly user: User | null;
  /** Latest time heard of (session.changed or clock.tick), ms since the epoch. */
  readonly now: number;
  readonly path: string;
  readonly dismissedAt: number | null;
  /** The welcome discount from the server, for the member in `welcomeFor`. */
  readonly welcome: ActiveDiscount | null;
  readonly welcomeFor: number | null;
}

export type TimeBonusEvent =
  /** From the app: the member changed (login, logout, refresh, payment). */
  | { type: 'session.changed'; user: User | null; now: number }
  /** From the app: the route changed. */
  | { type: 'route.changed'; path: string }
  /** From the ticker, every second while the bonus runs. */
  | { type: 'clock.tick'; now: number }
  /** From the timer: 40 s in the members area have passed. */
  | { type: 'timer.elapsed' }
  /** From the modal: the member closed it (close button, Esc, backdrop or the offer's button). */
  | { type: 'timeBonus.dismiss' };
