import { fromPromise } from 'xstate';
import { exportFileName, type CreditCorrectionRequest, type DataExportRequest, type ErasureRequest, type RefundRequest } from '../../io/entities/support';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { memberDataMachine } from './member-data.machine';
import type { supportMachine } from './support.machine';

/** Support's search, the member's account, the correction, the activation mail and the refund. */
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

/** The member's data export, saved as the file the member's own download gives, and the erasure request. */
export const createMemberDataImplementations = ({ staffCall, saveFile }: Pick<Platform, 'staffCall' | 'saveFile'>): Implementations<typeof memberDataMachine> => ({
  actors: {
    exportData: fromPromise(async ({ input, signal }: { input: DataExportRequest; signal: AbortSignal }) => {
      const file = await staffCall('exportMemberData', { body: input, signal });
      if (saveFile === undefined) throw new Error('this page cannot save files');
      saveFile(exportFileName(input.memberId), 'application/json', JSON.stringify(file, null, 2));
    }),
    requestErasure: fromPromise(async ({ input, signal }: { input: ErasureRequest; signal: AbortSignal }) => {
      await staffCall('requestErasure', { body: input, signal });
    }),
  },
});
