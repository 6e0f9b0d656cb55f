import { feature } from '../shared/feature';
import { createProfileEditImplementations } from './implementations';
import { profileEditMachine } from './profile-edit.machine';

/** The own-profile form behind /profile: started by its screen, so it loads with the screen's chunk. */
export const profileEditFeature = feature(profileEditMachine, createProfileEditImplementations);
