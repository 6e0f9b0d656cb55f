import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { timerActor } from '../shared/timer-actor';
import type { progressMachine } from './progress.machine';

/** The progress bar's timer on the app's clock. */
export const createProgressImplementations = ({ clock }: Pick<Platform, 'clock'>): Implementations<typeof progressMachine> => ({
  actors: { timer: timerActor(clock) },
});
