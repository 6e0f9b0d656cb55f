import type { SnapshotFrom } from 'xstate';
import type { directDebitMachine } from './direct-debit.machine';

type DirectDebitSnapshot = SnapshotFrom<typeof directDebitMachine>;

/** Which step the member is on. */
export type DirectDebitStep = 'loading' | 'offerFailed' | 'unknownPackage' | 'form' | 'code' | 'blocked' | 'limit';

export const selectDirectDebitStep = (s: DirectDebitSnapshot): DirectDebitStep => {
  if (s.matches('loadingOffer') || s.matches('choosingPackage')) return 'loading';
  if (s.matches('offerFailed')) return 'offerFailed';
  if (s.matches('unknownPackage')) return 'unknownPackage';
  if (s.matches('blocked')) return 'blocked';
  if (s.matches('limit')) return 'limit';
  return s.matches('code') || s.matches('confirming') || s.matches('leaving') ? 'code' : 'form';
};
export const selectDirectDebitValues = (s: DirectDebitSnapshot) => s.context.values;
export const selectDirectDebitConsent = (s: DirectDebitSnapshot) => s.context.consent;
export const selectDirectDebitWaiver = (s: DirectDebitSnapshot) => s.context.waiver;
export const selectDirectDebitProblems = (s: DirectDebitSnapshot) => s.context.problems;
export const selectDirectDebitGeneralError = (s: DirectDebitSnapshot) => s.context.generalError;
export const selectDirectDebitPriceChanged = (s: DirectDebitSnapshot) => s.context.priceChanged;
export const selectDirectDebitBusy = (s: DirectDebitSnapshot) => s.hasTag('busy');
export const selectPhoneHint = (s: DirectDebitSnapshot) => s.context.mandate?.phone_hint ?? '';
export const selectSmsCode = (s: DirectDebitSnapshot) => s.context.code;
export const selectCodeProblem = (s: DirectDebitSnapshot) => s.context.codeProblem;
/** The package and its price (with the applied code), as the member agrees to it. */
export const selectDirectDebitPackage = (s: DirectDebitSnapshot) => s.context.package;
