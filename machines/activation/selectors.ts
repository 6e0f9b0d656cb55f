import type { SnapshotFrom } from 'xstate';
import type { resendActivationMachine } from './resend.machine';

type ResendSnapshot = SnapshotFrom<typeof resendActivationMachine>;

export const selectResendBusy = (s: ResendSnapshot) => s.hasTag('busy');
/** What to tell the member: the mail is on its way, the daily limit is reached, or it failed. */
export const selectResendOutcome = (s: ResendSnapshot): 'sent' | 'limited' | 'failed' | null =>
  s.matches('sent') ? 'sent' : s.matches('limited') ? 'limited' : s.matches('failed') ? 'failed' : null;
export const selectResendWait = (s: ResendSnapshot) => s.context.waitMinutes;
