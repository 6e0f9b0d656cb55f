import { fromPromise } from 'xstate';
import type { DeskAnswerRequest } from '../../io/entities/desk';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { timerActor } from '../shared/timer-actor';
import type { deskMachine } from './desk.machine';

/** The desk's queue, its claim and release, the answer, and the timer of its refresh and renewal. */
export const createDeskImplementations = ({ staffCall, clock }: Pick<Platform, 'staffCall' | 'clock'>): Implementations<typeof deskMachine> => ({
  actors: {
    loadQueue: fromPromise(({ signal }) => staffCall('deskQueue', { signal })),
    claim: fromPromise(({ input, signal }: { input: { conversationId: number }; signal: AbortSignal }) => staffCall('deskClaim', { body: input, signal })),
    answer: fromPromise(async ({ input, signal }: { input: DeskAnswerRequest; signal: AbortSignal }) => {
      await staffCall('deskAnswer', { body: input, signal });
    }),
    release: fromPromise(async ({ input, signal }: { input: { conversationId: number }; signal: AbortSignal }) => {
      await staffCall('deskRelease', { body: input, signal });
    }),
    timer: timerActor(clock),
  },
});
