import { assign, setup } from 'xstate';
import type { PriceList } from '../../io/entities/payment';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

export interface PricesContext {
  readonly prices: PriceList | null;
}

/** /premium and /pricing: the price list of the visitor's country (spec §9 pricing), for anyone. */
export const pricesMachine = setup({
  types: { context: {} as PricesContext, events: {} as { type: 'prices.retry' } },
  actors: { loadPrices: promiseNotProvided<PriceList>('loadPrices') },
  actions: {
    store: assign((_, prices: PriceList) => ({ prices })),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
  },
}).createMachine({
  id: 'prices',
  context: { prices: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPrices',
        src: 'loadPrices',
        onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'checkFailure', params: actorError } },
      },
    },
    ready: {},
    loadFailed: { on: { 'prices.retry': 'loading' } },
  },
});
