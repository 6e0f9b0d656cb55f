import { feature } from '../shared/feature';
import { createPublicPageImplementations } from './implementations';
import { publicPageMachine } from './public-page.machine';

/** A public page's data (issue 11): started by the landing, the landers, the member landings and the legal pages. */
export const publicPageFeature = feature(publicPageMachine, createPublicPageImplementations);
