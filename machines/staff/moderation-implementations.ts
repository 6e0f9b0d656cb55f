import { fromPromise } from 'xstate';
import type { ReportDecisionRequest, UnbanRequest } from '../../io/entities/moderation';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { bannedMachine } from './banned.machine';
import type { reportQueueMachine } from './report-queue.machine';

/** The report queue's read and its decisions. */
export const createReportQueueImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof reportQueueMachine> => ({
  actors: {
    loadReports: fromPromise(({ signal }) => staffCall('reports', { signal })),
    decideReports: fromPromise(async ({ input, signal }: { input: ReportDecisionRequest; signal: AbortSignal }) => {
      await staffCall('decideReports', { body: input, signal });
    }),
  },
});

/** The banned members' list and the unban. */
export const createBannedImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof bannedMachine> => ({
  actors: {
    loadBanned: fromPromise(async ({ signal }) => (await staffCall('bannedMembers', { signal })).members),
    unban: fromPromise(async ({ input, signal }: { input: UnbanRequest; signal: AbortSignal }) => {
      await staffCall('unbanMember', { body: input, signal });
    }),
  },
});
