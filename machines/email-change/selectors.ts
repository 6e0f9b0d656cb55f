import type { SnapshotFrom } from 'xstate';
import type { emailChangeMachine } from './email-change.machine';

type EmailChangeSnapshot = SnapshotFrom<typeof emailChangeMachine>;

export const selectEmailValues = (s: EmailChangeSnapshot) => s.context.values;
export const selectEmailProblems = (s: EmailChangeSnapshot) => s.context.problems;
export const selectEmailGeneralError = (s: EmailChangeSnapshot) => s.context.generalError;
export const selectEmailBusy = (s: EmailChangeSnapshot) => s.hasTag('busy');
/** Whether the form asks for the password (a confirmed member). */
export const selectEmailNeedsPassword = (s: EmailChangeSnapshot) => s.context.needsPassword;
/** The last address the server took: changed at once, or a confirmation link sent to it. */
export const selectEmailOutcome = (s: EmailChangeSnapshot) => s.context.outcome;
