import { fromPromise } from 'xstate';
import type { Email } from '../../io/codec/primitives';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { activationDoneMachine } from './activation-done.machine';
import type { completeSignupMachine } from './complete-signup.machine';

/** /complete-signup: the address this tab signed up with, and the change of it (a new activation mail goes out). */
export const createCompleteSignupImplementations = ({ call, signupEmail }: Pick<Platform, 'call' | 'signupEmail'>): Implementations<typeof completeSignupMachine> => ({
  actors: {
    recallAddress: fromPromise<string | null, void>(async () => signupEmail.recall()),
    changeEmail: fromPromise<string, Email>(async ({ input, signal }) => {
      const { email } = await call('changeEmail', { body: { email: input }, signal });
      signupEmail.remember(email);
      return email;
    }),
  },
});

/** /activate/done: the member as the server now has them (status active). */
export const createActivationDoneImplementations = ({ call, reportUser }: Pick<Platform, 'call' | 'reportUser'>): Implementations<typeof activationDoneMachine> => ({
  actors: {
    reloadUser: fromPromise<void, void>(async ({ signal }) => {
      reportUser((await call('getUser', { signal })).user);
    }),
  },
});
