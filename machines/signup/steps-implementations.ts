import { locationFeature } from '../location/feature';
import { photosFeature } from '../photos/feature';
import { profileEditFeature } from '../profile-edit/feature';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { signupStepsMachine } from './signup-steps.machine';

/** The steps' machines on the platform: the own photos, the location, the profile fields. */
export const createSignupStepsImplementations = (platform: Platform): Implementations<typeof signupStepsMachine> => ({
  actors: {
    photos: photosFeature.provide(platform),
    location: locationFeature.provide(platform),
    profileEdit: profileEditFeature.provide(platform),
  },
});
