import { feature } from '../shared/feature';
import { createMatchFinderImplementations } from './implementations';
import { matchFinderMachine } from './match-finder.machine';

/** The match finder: started by its screen, so it loads with the screen's chunk. */
export const matchFinderFeature = feature(matchFinderMachine, createMatchFinderImplementations);
