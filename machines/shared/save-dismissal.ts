import { fromPromise } from 'xstate';
import type { LocalFlag } from '../../io/entities/flags';
import type { Platform } from './platform';

/** Spec §4: a dismissal stores the current time, in unix seconds; false when storage refused it. */
export const saveDismissalActor = ({ clock, writeFlag }: Pick<Platform, 'clock' | 'writeFlag'>) =>
  fromPromise<boolean, { flag: LocalFlag }>(async ({ input }) => writeFlag(input.flag, clock.now() / 1000));
