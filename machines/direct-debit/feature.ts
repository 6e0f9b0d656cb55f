import { feature } from '../shared/feature';
import { directDebitMachine } from './direct-debit.machine';
import { createDirectDebitImplementations } from './implementations';

/** /directdebit's machine: started by its screen, loaded with its chunk. */
export const directDebitFeature = feature(directDebitMachine, createDirectDebitImplementations);
