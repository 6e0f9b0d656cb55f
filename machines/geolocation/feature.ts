import { feature } from '../shared/feature';
import { geolocationMachine } from './geolocation.machine';
import { createGeolocationImplementations } from './implementations';

/** Where the member is (spec §4): started by the signup's location step (as its child). */
export const geolocationFeature = feature(geolocationMachine, createGeolocationImplementations);
