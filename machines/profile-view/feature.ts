import { feature } from '../shared/feature';
import { createProfileViewImplementations } from './implementations';
import { profileViewMachine } from './profile-view.machine';

/** A member's profile: started by its screen, so it loads with the screen's chunk. */
export const profileViewFeature = feature(profileViewMachine, createProfileViewImplementations);
