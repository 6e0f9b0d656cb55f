/**
 * Spec §4 signup steps 0 to 4 after the form: photo, location, personal info, about me, push opt-in; then
 * complete. The step is in the URL (/signup?step=N): a reload keeps it and the browser's back goes back a
 * step, with nothing stored. The member is logged in from the form on, so the steps need no other state.
 */
export const signupSteps = ['photo', 'location', 'personal', 'about', 'push'] as const;
export type SignupStep = (typeof signupSteps)[number];

export const stepHref = (step: SignupStep): string => `/signup?step=${signupSteps.indexOf(step)}`;
export const firstStepHref = stepHref('photo');
/** Where the flow ends: the activation mail (spec §4). */
export const completeHref = '/complete-signup';

/** The step a query names (?step=0 … ?step=4), or null. */
export const stepOfSearch = (search: string): SignupStep | null => {
  const value = new URLSearchParams(search).get('step');
  if (value === null || !/^\d$/.test(value)) return null;
  return signupSteps[Number(value)] ?? null;
};

/**
 * What /signup shows: the form to a visitor; a member the step the URL names; a member without a step
 * (signed up before, or the steps done) goes to the members (spec §2).
 */
export const signupScreenShows = (session: 'in' | 'out', step: SignupStep | null): 'form' | 'step' | 'members' => {
  if (session === 'out') return 'form';
  return step === null ? 'members' : 'step';
};

/**
 * After the steps the first matches (/signup-matches), then the members. The landing on /members carries
 * api_signup_complete, so on a smartphone the activation reminder is a modal there (spec §4).
 */
export const afterSignupHref = '/members?api_signup_complete=1';
