import type { SnapshotFrom } from 'xstate';
import type { passwordMachine } from './password.machine';

type PasswordSnapshot = SnapshotFrom<typeof passwordMachine>;

export const selectPasswordValues = (s: PasswordSnapshot) => s.context.values;
export const selectPasswordProblems = (s: PasswordSnapshot) => s.context.problems;
export const selectPasswordGeneralError = (s: PasswordSnapshot) => s.context.generalError;
export const selectPasswordBusy = (s: PasswordSnapshot) => s.hasTag('busy');
/** The password was changed (and every other session ended). */
export const selectPasswordChanged = (s: PasswordSnapshot) => s.matches('changed');
