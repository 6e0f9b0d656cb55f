import { feature } from '../shared/feature';
import { createSwipeGameImplementations } from './implementations';
import { swipeGameMachine } from './swipe-game.machine';

/** The swipe game: started by its screen, so it loads with the screen's chunk. */
export const swipeGameFeature = feature(swipeGameMachine, createSwipeGameImplementations);
