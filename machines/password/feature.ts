import { feature } from '../shared/feature';
import { createPasswordImplementations } from './implementations';
import { passwordMachine } from './password.machine';

/** The password change of the settings screen. */
export const passwordFeature = feature(passwordMachine, createPasswordImplementations);
