import type { SnapshotFrom } from 'xstate';
import type { entryWarningMachine } from './entry-warning.machine';

type EntryWarningSnapshot = SnapshotFrom<typeof entryWarningMachine>;

/** The modal is open (also while the page is being left). */
export const selectEntryWarningOpen = (s: EntryWarningSnapshot) => !s.matches('hidden');
/** The confirm button works (not while leaving). */
export const selectCanConfirm = (s: EntryWarningSnapshot) => s.can({ type: 'entryWarning.confirm' });
/** The leave button works (not while already leaving). */
export const selectCanLeave = (s: EntryWarningSnapshot) => s.can({ type: 'entryWarning.leave' });
