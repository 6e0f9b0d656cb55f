import { fromPromise } from 'xstate';
import type { PaymentView } from '../../io/entities/payment';
import type { User } from '../../io/entities/user';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { timerActor } from '../shared/timer-actor';
import type { paymentMachine } from './payment.machine';
import type { transactionsMachine } from './transactions.machine';

/** One payment, asked again on the app's clock; once paid, the member as they now are goes to the shell. */
export const createPaymentImplementations = ({ call, clock, reportUser }: Pick<Platform, 'call' | 'clock' | 'reportUser'>): Implementations<typeof paymentMachine> => ({
  actors: {
    loadPayment: fromPromise<PaymentView, string>(({ input, signal }) => call('getPayment', { query: { id: input }, signal })),
    refreshMember: fromPromise<User, void>(async ({ signal }) => {
      const { user } = await call('getUser', { signal });
      reportUser(user);
      return user;
    }),
    timer: timerActor(clock),
  },
});

export const createTransactionsImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof transactionsMachine> => ({
  actors: {
    loadTransactions: fromPromise<ReadonlyArray<PaymentView>, void>(async ({ signal }) => (await call('getTransactions', { signal })).transactions),
  },
});
