import { fromPromise } from 'xstate';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { TextDecision, textQueueMachine } from './text-queue.machine';

/** The text queue's read and its two decisions. */
export const createTextQueueImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof textQueueMachine> => ({
  actors: {
    loadTexts: fromPromise(({ signal }) => staffCall('flaggedTexts', { signal })),
    decideText: fromPromise(async ({ input, signal }: { input: TextDecision; signal: AbortSignal }) => {
      await (input.kind === 'approve' ? staffCall('approveText', { body: input.request, signal }) : staffCall('editText', { body: input.request, signal }));
    }),
  },
});
