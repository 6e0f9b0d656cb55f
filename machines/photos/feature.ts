import { feature } from '../shared/feature';
import { createPhotosImplementations } from './implementations';
import { photosMachine } from './photos.machine';

/** The own photos on /profile: started by the profile screen, loaded with its chunk. */
export const photosFeature = feature(photosMachine, createPhotosImplementations);
