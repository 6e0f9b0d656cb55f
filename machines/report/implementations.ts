import { fromPromise } from 'xstate';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { reportMachine, ReportSent } from './report.machine';

/** The report's one call: a blank note is left out, and the conversation only when one is named. */
export const createReportImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof reportMachine> => ({
  actors: {
    reportMember: fromPromise<void, ReportSent>(async ({ input, signal }) => {
      const body = {
        member_id: input.memberId,
        reason: input.reason,
        ...(input.note.trim() === '' ? {} : { note: input.note }),
        ...(input.conversationId === null ? {} : { conversation_id: input.conversationId }),
      };
      await call('reportMember', { body, signal });
    }),
  },
});
