import type { SnapshotFrom } from 'xstate';
import type { deletionMachine } from './deletion.machine';

type DeletionSnapshot = SnapshotFrom<typeof deletionMachine>;

/** Which step of leaving shows: none (the button), the alternatives, the reason, or the password. */
export type DeletionStep = 'closed' | 'alternatives' | 'reason' | 'confirm';

export const selectDeletionStep = (s: DeletionSnapshot): DeletionStep => {
  if (s.matches('alternatives')) return 'alternatives';
  if (s.matches('reason')) return 'reason';
  if (s.matches('closed')) return 'closed';
  return 'confirm';
};
/** The stay discount is still being asked for. */
export const selectDiscountLoading = (s: DeletionSnapshot) => s.matches({ alternatives: 'loadingDiscount' });
/** The company's stay discount code, or null (none offered). */
export const selectStayDiscount = (s: DeletionSnapshot) => s.context.discount;
export const selectDeletionReason = (s: DeletionSnapshot) => s.context.reason;
export const selectDeletionComment = (s: DeletionSnapshot) => s.context.comment;
export const selectDeletionPassword = (s: DeletionSnapshot) => s.context.password;
export const selectDeletionProblems = (s: DeletionSnapshot) => s.context.problems;
export const selectDeletionGeneralError = (s: DeletionSnapshot) => s.context.generalError;
/** Deleting, or leaving once deleted. */
export const selectDeletionBusy = (s: DeletionSnapshot) => s.hasTag('busy');
