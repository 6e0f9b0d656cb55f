import { feature } from '../shared/feature';
import { createCreditsImplementations, createPricesImplementations, createRepeatOrderImplementations } from './implementations';
import { pricesMachine } from './prices.machine';
import { creditsMachine } from './credits.machine';
import { repeatOrderMachine } from './repeat-order.machine';

/** /credits' machine: started by its screen, loaded with its chunk. */
export const creditsFeature = feature(creditsMachine, createCreditsImplementations);

/** /credits/repeat-order's machine. */
export const repeatOrderFeature = feature(repeatOrderMachine, createRepeatOrderImplementations);

/** /premium's and /pricing's price list. */
export const pricesFeature = feature(pricesMachine, createPricesImplementations);
