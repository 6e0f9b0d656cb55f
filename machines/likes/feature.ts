import { feature } from '../shared/feature';
import { createLikesImplementations } from './implementations';
import { likesMachine } from './likes.machine';

/** The /likes tabs' actions: started by the likes screen, so they load with its chunk. */
export const likesFeature = feature(likesMachine, createLikesImplementations);
