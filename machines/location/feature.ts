import { feature } from '../shared/feature';
import { createLocationImplementations } from './implementations';
import { locationMachine } from './location.machine';

/** Where the member lives (signup step 1), with geolocation inside it: started by the signup steps. */
export const locationFeature = feature(locationMachine, createLocationImplementations);
