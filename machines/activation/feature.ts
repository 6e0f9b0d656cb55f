import { fromPromise } from 'xstate';
import type { Implementations } from '../shared/feature';
import { feature } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { resendActivationMachine } from './resend.machine';

const createResendImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof resendActivationMachine> => ({
  actors: {
    resendActivation: fromPromise<void, void>(async ({ signal }) => {
      await call('resendActivation', { body: {}, signal });
    }),
  },
});

/** The activation mail again: started by the screen that offers it (a conversation, the activation reminder). */
export const resendActivationFeature = feature(resendActivationMachine, createResendImplementations);
