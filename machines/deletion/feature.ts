import { feature } from '../shared/feature';
import { deletionMachine } from './deletion.machine';
import { createDeletionImplementations } from './implementations';

/** The account deletion flow of the settings screen. */
export const deletionFeature = feature(deletionMachine, createDeletionImplementations);
