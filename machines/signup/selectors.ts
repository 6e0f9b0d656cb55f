import type { SnapshotFrom } from 'xstate';
import { signupsOpen, type SignupField } from './form-rules';
import type { signupFormMachine } from './signup-form.machine';
import type { locationMachine } from '../location/location.machine';
import type { signupModalMachine } from './signup-modal.machine';
import type { completeSignupMachine } from './complete-signup.machine';
import { stepOf, type signupStepsMachine } from './signup-steps.machine';
import { completeHref, stepHref } from './steps';

type SignupFormSnapshot = SnapshotFrom<typeof signupFormMachine>;

/**
 * Still reading the tracking record, and the form or the invite-only notice is not known yet. A site open to
 * all shows its form at once: the server-rendered page (where the read never answers) paints it, and the
 * form does not replace a spinner after hydration.
 */
export const selectFormChecking = (s: SignupFormSnapshot) =>
  (s.matches('checking') && !signupsOpen(s.context.policy, s.context.tracking)) || s.matches('deciding');
/** Spec §6: this visitor may not sign up (invite only), or the server said so. */
export const selectSignupClosed = (s: SignupFormSnapshot) => s.matches('closed');
export const selectAccountExists = (s: SignupFormSnapshot) => s.matches('accountExists');
export const selectFormBusy = (s: SignupFormSnapshot) => s.hasTag('busy');
/** The account is made and the member logged in: the steps follow. */
export const selectSignedUp = (s: SignupFormSnapshot) => s.hasTag('signedUp');
/** Spec §2: the signup modal cannot be closed by backdrop or Esc while signup is in progress. */
export const selectModalDismissable = (s: SignupFormSnapshot) => !s.hasTag('inProgress');
export const selectDraftValue = (field: SignupField) => (s: SignupFormSnapshot) => s.context.draft[field];
/** The problem shown at a field, or undefined. */
export const selectProblem = (field: SignupField) => (s: SignupFormSnapshot) => s.context.problems[field];
export const selectSuggestion = (s: SignupFormSnapshot) => (s.matches('editing') ? s.context.suggestion : null);
export const selectPasswordShown = (s: SignupFormSnapshot) => s.context.passwordShown;
export const selectFailure = (s: SignupFormSnapshot) => s.context.failure;
export const selectFocusRequest = (s: SignupFormSnapshot) => s.context.attempt;
export const selectFocusField = (s: SignupFormSnapshot) => s.context.focus;
/** The address the account-exists notice offers to log in with. */
export const selectTypedEmail = (s: SignupFormSnapshot) => s.context.draft.email.trim();

type StepsSnapshot = SnapshotFrom<typeof signupStepsMachine>;

/** Where the URL should be for this snapshot: the step's, or /complete-signup once done. */
export const selectStepsHref = (s: StepsSnapshot): string | null => {
  if (s.status === 'done') return completeHref;
  const step = stepOf(s);
  return step === null ? null : stepHref(step);
};
export const selectStep = (s: StepsSnapshot) => stepOf(s);
export const selectPhotosChild = (s: StepsSnapshot) => s.children.photos;
export const selectLocationChild = (s: StepsSnapshot) => s.children.location;
export const selectProfileChild = (s: StepsSnapshot) => s.children.profileEdit;
export const selectCanGoBack = (s: StepsSnapshot) => s.can({ type: 'steps.back' });

type LocationSnapshot = SnapshotFrom<typeof locationMachine>;

export const selectLocationLoading = (s: LocationSnapshot) => s.matches('loading');
export const selectLocationLoadFailed = (s: LocationSnapshot) => s.matches('loadFailed');
export const selectLocationBusy = (s: LocationSnapshot) => s.hasTag('busy');
export const selectArea = (s: LocationSnapshot) => s.context.area;
export const selectAreaRegions = (s: LocationSnapshot) => s.context.regions;
export const selectCountries = (s: LocationSnapshot) => s.context.countries;
export const selectSaveFailed = (s: LocationSnapshot) => s.context.saveFailed;
export const selectGeolocationChild = (s: LocationSnapshot) => s.children.geolocation;

type SignupModalSnapshot = SnapshotFrom<typeof signupModalMachine>;

export const selectModalOpen = (s: SignupModalSnapshot) => s.matches('open');
/** The opening the modal shows (0: never opened, so its chunk need not load). */
export const selectModalOpening = (s: SignupModalSnapshot) => s.context.openings;

type CompleteSignupSnapshot = SnapshotFrom<typeof completeSignupMachine>;

export const selectAddress = (s: CompleteSignupSnapshot) => s.context.address;
export const selectNewAddress = (s: CompleteSignupSnapshot) => s.context.draft;
export const selectChangeProblem = (s: CompleteSignupSnapshot) => (s.matches({ ready: 'refused' }) ? s.context.problem : null);
export const selectChanged = (s: CompleteSignupSnapshot) => s.matches({ ready: 'changed' });
export const selectChanging = (s: CompleteSignupSnapshot) => s.hasTag('busy');
