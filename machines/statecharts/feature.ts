import { feature } from '../shared/feature';
import { createVisualiserImplementations } from './implementations';
import { visualiserMachine } from './visualiser.machine';

/** The statechart visualiser (issue 12), started by its screen (/statecharts). */
export const visualiserFeature = feature(visualiserMachine, createVisualiserImplementations);
