import { fromPromise } from 'xstate';
import type { Platform } from './platform';

/**
 * Leaves for a payment's checkout page. Once the browser navigates the page goes away, so the actor never
 * settles; an address the platform would not follow is an error, and the machine offers to try again.
 */
export const checkoutActor = (goToCheckout: Platform['goToCheckout']) =>
  fromPromise<void, string>(async ({ input }) => {
    if (!goToCheckout(input)) throw new Error(`not a checkout address: ${input}`);
    await new Promise<never>(() => undefined);
  });
