import { feature } from '../shared/feature';
import { createReportImplementations } from './implementations';
import { reportMachine } from './report.machine';

/** Reporting a member: started by the profile screen and by an open conversation, each for its own member. */
export const reportFeature = feature(reportMachine, createReportImplementations);
