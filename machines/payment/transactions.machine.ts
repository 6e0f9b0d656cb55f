import { assign, setup } from 'xstate';
import type { PaymentView } from '../../io/entities/payment';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

export interface TransactionsContext {
  readonly transactions: ReadonlyArray<PaymentView>;
}

export type TransactionsEvent = { type: 'transactions.retry' };

/** /transactions: the member's payments, newest first, each leading to its own page and receipt. */
export const transactionsMachine = setup({
  types: { context: {} as TransactionsContext, events: {} as TransactionsEvent },
  actors: { loadTransactions: promiseNotProvided<ReadonlyArray<PaymentView>>('loadTransactions') },
  actions: {
    store: assign((_, transactions: ReadonlyArray<PaymentView>) => ({ transactions })),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
  },
}).createMachine({
  id: 'transactions',
  context: { transactions: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTransactions',
        src: 'loadTransactions',
        onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'checkFailure', params: actorError } },
      },
    },
    ready: {},
    loadFailed: { on: { 'transactions.retry': 'loading' } },
  },
});
