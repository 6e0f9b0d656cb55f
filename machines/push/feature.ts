import { feature } from '../shared/feature';
import { createPushImplementations } from './implementations';
import { pushMachine } from './push.machine';

/**
 * Push in this browser. The shell runs one for a logged-in member (the push alert, the refresh cadence); the
 * settings switch and the signup's opt-in run their own: the browser holds the truth and every one of them
 * reads it again when another changes it (platform.push.changed$).
 */
export const pushFeature = feature(pushMachine, createPushImplementations);
