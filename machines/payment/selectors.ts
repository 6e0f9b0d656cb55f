import type { SnapshotFrom } from 'xstate';
import type { paymentMachine } from './payment.machine';
import type { transactionsMachine } from './transactions.machine';

type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/** Spec §4: what the payment's page says. */
export type PaymentPhase = 'loading' | 'pending' | 'slow' | 'completed' | 'failed' | 'refunded' | 'loadFailed';

export const selectPaymentPhase = (s: PaymentSnapshot): PaymentPhase => {
  if (s.matches('completed')) return 'completed';
  if (s.matches('failed')) return 'failed';
  if (s.matches('refunded')) return 'refunded';
  if (s.matches('slow')) return 'slow';
  if (s.matches('loadFailed')) return 'loadFailed';
  return s.context.payment === null ? 'loading' : 'pending';
};
export const selectPayment = (s: PaymentSnapshot) => s.context.payment;

type TransactionsSnapshot = SnapshotFrom<typeof transactionsMachine>;
export const selectTransactions = (s: TransactionsSnapshot) => s.context.transactions;
export const selectTransactionsLoading = (s: TransactionsSnapshot) => s.matches('loading');
export const selectTransactionsFailed = (s: TransactionsSnapshot) => s.matches('loadFailed');
