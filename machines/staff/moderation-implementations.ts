import { fromPromise } from 'xstate';
import type { ReportDecisionRequest, UnbanRequest } from '../../io/entities/moderation';
import type { CreditCorrectionRequest, RefundRequest } from '../../io/entities/support';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { bannedMachine } from './banned.machine';
import type { reportQueueMachine } from './report-queue.machine';
import type { supportMachine } from './support.machine';

/** The report queue's read and its decisions (the moderator's and support's calls live here together). */
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

/** Support's search, the member's account, the correction and the refund. */
export const createSupportImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof supportMachine> => ({
  actors: {
    lookUp: fromPromise(async ({ input, signal }: { input: string; signal: AbortSignal }) => (await staffCall('lookUpMembers', { query: { q: input }, signal })).members),
    loadAccount: fromPromise(({ input, signal }: { input: number; signal: AbortSignal }) => staffCall('memberAccount', { query: { id: input }, signal })),
    correct: fromPromise(async ({ input, signal }: { input: CreditCorrectionRequest; signal: AbortSignal }) => {
      await staffCall('correctCredits', { body: input, signal });
    }),
    refund: fromPromise(async ({ input, signal }: { input: RefundRequest; signal: AbortSignal }) => {
      await staffCall('refundPayment', { body: input, signal });
    }),
    resendActivation: fromPromise(async ({ input, signal }: { input: number; signal: AbortSignal }) => {
      await staffCall('resendActivationFor', { body: { memberId: input }, signal });
    }),
  },
});
