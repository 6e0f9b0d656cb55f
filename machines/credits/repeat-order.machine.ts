import { assertEvent, assign, setup } from 'xstate';
import type { CreditPackage, CreditsOffer, LastOrder, StartedPayment } from '../../io/entities/payment';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { offerIsStale, type PaymentStart } from './credits.machine';

export interface RepeatOrderContext {
  readonly order: LastOrder | null;
  /** The order's package as the offer prices it now, shown before the member pays. */
  readonly package: CreditPackage | null;
  /** The withdrawal waiver beside the pay button is ticked; `waiverMissing`: pay was pressed without it. */
  readonly waiver: boolean;
  readonly waiverMissing: boolean;
  readonly checkoutUrl: string | null;
  /** The prices changed after the page loaded (409 price_changed): the order is shown again at today's price. */
  readonly priceChanged: boolean;
}

export type RepeatOrderEvent = { type: 'repeat.waiver'; accepted: boolean } | { type: 'repeat.pay' } | { type: 'repeat.retry' };


/**
 * /credits/repeat-order: the last package again with the last method (the offer says what they were, while
 * they are still offered), paid with one button beside the withdrawal waiver that every purchase asks for.
 * A member without one is sent to /credits. A direct debit needs its mandate and SMS code again: it goes to
 * /directdebit with that package.
 */
export const repeatOrderMachine = setup({
  types: { context: {} as RepeatOrderContext, events: {} as RepeatOrderEvent },
  actors: {
    loadOffer: promiseNotProvided<CreditsOffer, { code: string | null }>('loadOffer'),
    startPayment: promiseNotProvided<StartedPayment, PaymentStart>('startPayment'),
    goToCheckout: promiseNotProvided<void, string>('goToCheckout'),
  },
  actions: {
    // The server names the last order only while its package and method are still offered.
    storeOrder: assign((_, offer: CreditsOffer) => ({
      order: offer.last_order,
      package: offer.packages.find((pack) => pack.id === offer.last_order?.package_id) ?? null,
    })),
    setWaiver: assign({
      waiver: ({ event }) => {
        assertEvent(event, 'repeat.waiver');
        return event.accepted;
      },
      waiverMissing: false,
    }),
    markWaiverMissing: assign({ waiverMissing: true }),
    markPriceChanged: assign({ priceChanged: true }),
    clearPriceChanged: assign({ priceChanged: false }),
    storeCheckout: assign((_, started: StartedPayment) => ({ checkoutUrl: started.checkout_url })),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
  },
  guards: {
    hasNoOrder: ({ context }) => context.order === null || context.package === null,
    hasWaiver: ({ context }) => context.waiver,
    isDirectDebit: ({ context }) => context.order?.method === 'directdebit',
    isOfferStale: (_, error: unknown) => offerIsStale(error),
  },
}).createMachine({
  id: 'repeatOrder',
  context: { order: null, package: null, waiver: false, waiverMissing: false, checkoutUrl: null, priceChanged: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: { code: null },
        onDone: { target: 'deciding', actions: { type: 'storeOrder', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'checkFailure', params: actorError } },
      },
    },
    deciding: {
      always: [{ guard: 'hasNoOrder', target: 'noOrder' }, { guard: 'isDirectDebit', target: 'directDebit' }, { target: 'confirming' }],
    },
    confirming: {
      on: {
        'repeat.waiver': { actions: 'setWaiver' },
        'repeat.pay': [{ guard: 'hasWaiver', target: 'starting', actions: 'clearPriceChanged' }, { actions: 'markWaiverMissing' }],
      },
    },
    starting: {
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({
          packageId: context.order?.package_id ?? '', method: context.order?.method ?? 'creditcard', code: null,
          amount: context.package?.discounted_amount ?? null, withdrawalWaiver: true as const,
        }),
        onDone: { target: 'leaving', actions: { type: 'storeCheckout', params: ({ event }) => event.output } },
        onError: [
          // Nothing was charged: the order is priced again (a package no longer offered leads to /credits).
          { guard: { type: 'isOfferStale', params: actorError }, target: 'loading', actions: 'markPriceChanged' },
          { target: 'failed', actions: { type: 'checkFailure', params: actorError } },
        ],
      },
    },
    leaving: {
      invoke: { id: 'goToCheckout', src: 'goToCheckout', input: ({ context }) => context.checkoutUrl ?? '', onError: 'failed' },
    },
    failed: { on: { 'repeat.retry': 'loading' } },
    noOrder: { type: 'final' },
    directDebit: { type: 'final' },
  },
});
