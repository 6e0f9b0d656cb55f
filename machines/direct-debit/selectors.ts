import type { SnapshotFrom } from 'xstate';
import type { directDebitMachine } from './direct-debit.machine';

type DirectDebitSnapshot = SnapshotFrom<typeof directDebitMachine>;

/** Which step the member is on. */
export type DirectDebitStep = 'form' | 'code' | 'blocked' | 'limit';

export const selectDirectDebitStep = (s: DirectDebitSnapshot): DirectDebitStep => {
  if (s.matches('blocked')) return 'blocked';
  if (s.matches('limit')) return 'limit';
  return s.matches('code') || s.matches('confirming') || s.matches('leaving') ? 'code' : 'form';
};
export const selectDirectDebitValues = (s: DirectDebitSnapshot) => s.context.values;
export const selectDirectDebitConsent = (s: DirectDebitSnapshot) => s.context.consent;
export const selectDirectDebitProblems = (s: DirectDebitSnapshot) => s.context.problems;
export const selectDirectDebitGeneralError = (s: DirectDebitSnapshot) => s.context.generalError;
export const selectDirectDebitBusy = (s: DirectDebitSnapshot) => s.hasTag('busy');
export const selectPhoneHint = (s: DirectDebitSnapshot) => s.context.mandate?.phone_hint ?? '';
export const selectSmsCode = (s: DirectDebitSnapshot) => s.context.code;
export const selectCodeProblem = (s: DirectDebitSnapshot) => s.context.codeProblem;
