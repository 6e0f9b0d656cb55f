import { feature } from '../shared/feature';
import { createPaymentImplementations, createTransactionsImplementations } from './implementations';
import { paymentMachine } from './payment.machine';
import { transactionsMachine } from './transactions.machine';

/** /transactions/{id}: one payment's result. */
export const paymentFeature = feature(paymentMachine, createPaymentImplementations);

/** /transactions: the member's payments. */
export const transactionsFeature = feature(transactionsMachine, createTransactionsImplementations);
