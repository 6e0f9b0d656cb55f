import { fromPromise } from 'xstate';
import type { ComplaintAnswerRequest, ComplaintShow } from '../../io/entities/complaint';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { complaintQueueMachine } from './complaint-queue.machine';

/** Support's complaint list and the answer. */
export const createComplaintQueueImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof complaintQueueMachine> => ({
  actors: {
    loadComplaints: fromPromise(({ input, signal }: { input: ComplaintShow; signal: AbortSignal }) => staffCall('complaints', { query: { show: input }, signal })),
    answerComplaint: fromPromise(async ({ input, signal }: { input: ComplaintAnswerRequest; signal: AbortSignal }) => {
      await staffCall('answerComplaint', { body: input, signal });
    }),
  },
});
