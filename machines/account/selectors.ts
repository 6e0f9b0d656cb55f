import type { SnapshotFrom } from 'xstate';
import type { complaintMachine } from './complaint.machine';
import type { mailChangeMachine } from './mail-change.machine';
import type { reactivationMachine } from './reactivation.machine';
import type { resetPasswordMachine } from './reset-password.machine';
import type { resetRequestMachine } from './reset-request.machine';

type ResetRequestSnapshot = SnapshotFrom<typeof resetRequestMachine>;
type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;
type ComplaintSnapshot = SnapshotFrom<typeof complaintMachine>;

/** A call is on its way: the form waits (aria-busy, its button disabled). */
export const selectBusy = (s: { hasTag: (tag: 'busy') => boolean }) => s.hasTag('busy');

export const selectResetEmail = (s: ResetRequestSnapshot) => s.context.email;
export const selectResetRequestProblem = (s: ResetRequestSnapshot) => s.context.problem;
/** The request went out: "if an account uses this address, a mail is on its way". */
export const selectResetRequestSent = (s: ResetRequestSnapshot) => s.matches('sent');

/** 'form' while the new password is chosen; 'done' once logged in; 'linkInvalid' for a dead link. */
export const selectResetPasswordStep = (s: ResetPasswordSnapshot): 'form' | 'done' | 'linkInvalid' =>
  s.matches('done') ? 'done' : s.matches('linkInvalid') ? 'linkInvalid' : 'form';
export const selectNewPassword = (s: ResetPasswordSnapshot) => s.context.password;
export const selectNewPasswordRepeat = (s: ResetPasswordSnapshot) => s.context.repeat;
export const selectNewPasswordProblem = (s: ResetPasswordSnapshot) => s.context.problem;
export const selectResetPasswordFailed = (s: ResetPasswordSnapshot) => s.context.failed;

/** Where the confirmation stands: its state's name (confirming, failed, done, linkInvalid, emailTaken). */
export const selectMailChangeStep = (s: SnapshotFrom<typeof mailChangeMachine>) =>
  s.matches('done') ? 'done' : s.matches('linkInvalid') ? 'linkInvalid' : s.matches('emailTaken') ? 'emailTaken' : s.matches('failed') ? 'failed' : 'confirming';

/** Where /account-deleted stands: the page after a deletion, or the reactivation link's progress. */
export const selectReactivationStep = (s: SnapshotFrom<typeof reactivationMachine>) =>
  s.matches('deleted') ? 'deleted' : s.matches('ready') ? 'ready' : s.matches('done') ? 'done' : s.matches('linkInvalid') ? 'linkInvalid'
    : s.matches('failed') ? 'failed' : 'reactivating';

export const selectComplaintValues = (s: ComplaintSnapshot) => s.context.values;
export const selectComplaintProblems = (s: ComplaintSnapshot) => s.context.problems;
export const selectComplaintFailed = (s: ComplaintSnapshot) => s.context.failed;
/** The stored complaint's reference, once sent. */
export const selectComplaintReference = (s: ComplaintSnapshot) => s.context.receipt?.reference ?? null;
/** The company behind the site, when its info loaded. */
export const selectCompany = (s: ComplaintSnapshot) => s.context.company;
