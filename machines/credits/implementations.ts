import { fromPromise } from 'xstate';
import type { CreditsOffer, PriceList, StartedPayment } from '../../io/entities/payment';
import type { Implementations } from '../shared/feature';
import { checkoutActor } from '../shared/checkout-actor';
import type { Platform } from '../shared/platform';
import type { creditsMachine, PaymentStart } from './credits.machine';
import type { pricesMachine } from './prices.machine';
import type { repeatOrderMachine } from './repeat-order.machine';

type Deps = Pick<Platform, 'call' | 'goToCheckout'>;

/** The member's offer, priced with a code they applied (also what the direct-debit form shows). */
export const offerActor = (call: Platform['call']) =>
  fromPromise<CreditsOffer, { code: string | null }>(({ input, signal }) =>
    call('getCredits', { query: input.code === null ? {} : { code: input.code }, signal }),
  );

/** The offer, the payment, and the way to the provider's page. */
const paymentActors = ({ call, goToCheckout }: Deps) => ({
  loadOffer: offerActor(call),
  startPayment: fromPromise<StartedPayment, PaymentStart>(({ input, signal }) =>
    call('startPayment', {
      body: {
        package_id: input.packageId, method: input.method, withdrawal_waiver: input.withdrawalWaiver,
        ...(input.code === null ? {} : { code: input.code }), ...(input.amount === null ? {} : { amount: input.amount }),
      },
      signal,
    }),
  ),
  goToCheckout: checkoutActor(goToCheckout),
});

/** /credits' calls: the payment's, and the check of a typed code. */
export const createCreditsImplementations = (deps: Deps): Implementations<typeof creditsMachine> => ({
  actors: {
    ...paymentActors(deps),
    checkCode: fromPromise<void, string>(async ({ input, signal }) => {
      await deps.call('discountCode', { query: { code: input }, signal });
    }),
  },
});

/** /credits/repeat-order's calls: the payment's. */
export const createRepeatOrderImplementations = (deps: Deps): Implementations<typeof repeatOrderMachine> => ({ actors: paymentActors(deps) });

/** /premium's and /pricing's price list. */
export const createPricesImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof pricesMachine> => ({
  actors: { loadPrices: fromPromise<PriceList, void>(({ signal }) => call('getPrices', { signal })) },
});
