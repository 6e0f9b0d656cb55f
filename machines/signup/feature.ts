import { feature } from '../shared/feature';
import { completeSignupMachine } from './complete-signup.machine';
import { activationDoneMachine } from './activation-done.machine';
import { createActivationDoneImplementations, createCompleteSignupImplementations } from './after-signup-implementations';
import { signupStepsMachine } from './signup-steps.machine';
import { createSignupStepsImplementations } from './steps-implementations';
import { createSignupFormImplementations } from './implementations';
import { signupFormMachine } from './signup-form.machine';

/** The signup form: started by the form wherever it is shown (/signup, the signup modal, later the landers). */
export const signupFormFeature = feature(signupFormMachine, createSignupFormImplementations);

/** The signup steps after the form: started by /signup for a member with a step in the URL. */
export const signupStepsFeature = feature(signupStepsMachine, createSignupStepsImplementations);

/** /complete-signup's address and its change. */
export const completeSignupFeature = feature(completeSignupMachine, createCompleteSignupImplementations);

/** /activate/done's reload of the member. */
export const activationDoneFeature = feature(activationDoneMachine, createActivationDoneImplementations);
