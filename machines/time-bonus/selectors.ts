import type { SnapshotFrom } from 'xstate';
import { bonusSecondsLeft, formatCountdown } from './countdown';
import { isMembersArea } from '../shell/route-table';
import type { timeBonusMachine } from './time-bonus.machine';
import { timeBonusDiscount, type ActiveDiscount } from './types';

type TimeBonusSnapshot = SnapshotFrom<typeof timeBonusMachine>;

/** Whether the time bonus runs (spec §3 "time bonus isVisible"). */
export const selectBonusVisible = (s: TimeBonusSnapshot) => s.matches({ bonus: 'counting' });
/** Whole seconds left, 0 when there is no bonus. */
export const selectSecondsLeft = (s: TimeBonusSnapshot) => (selectBonusVisible(s) ? bonusSecondsLeft(s.context.user, s.context.now) : 0);
/** The countdown as hh:mm:ss (a string: stable for useSelector). */
export const selectCountdown = (s: TimeBonusSnapshot) => formatCountdown(selectSecondsLeft(s));
/** The top banner: in the members area while the bonus runs. */
export const selectShowBanner = (s: TimeBonusSnapshot) => selectBonusVisible(s) && isMembersArea(s.context.path);
export const selectModalOpen = (s: TimeBonusSnapshot) => s.matches({ bonus: { counting: 'open' } });
/** Whether the machine takes timeBonus.dismiss now (the modal's close button). */
export const selectCanDismiss = (s: TimeBonusSnapshot) => s.can({ type: 'timeBonus.dismiss' });
/** Spec §4: the time bonus if present, else the welcome discount code, else null. */
export const selectActiveDiscount = (s: TimeBonusSnapshot): ActiveDiscount | null =>
  selectBonusVisible(s) ? timeBonusDiscount : s.context.welcome;
