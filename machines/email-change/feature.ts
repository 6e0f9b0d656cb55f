import { feature } from '../shared/feature';
import { emailChangeMachine } from './email-change.machine';
import { createEmailChangeImplementations } from './implementations';

/** The e-mail address change of the settings screen. */
export const emailChangeFeature = feature(emailChangeMachine, createEmailChangeImplementations);
