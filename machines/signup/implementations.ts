import { fromPromise } from 'xstate';
import type { SignupRequest } from '../../io/entities/account';
import type { TrackingRecord } from '../../io/entities/signup';
import type { User } from '../../io/entities/user';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { signupFormMachine } from './signup-form.machine';

/**
 * The signup form's effects: the visitor's tracking record, the signup itself (the new member is logged in
 * by its answer; the address is kept for /complete-signup), then the shell learning who is here.
 */
export const createSignupFormImplementations = ({
  call,
  readTracking,
  signupEmail,
  startSession,
}: Pick<Platform, 'call' | 'readTracking' | 'signupEmail' | 'startSession'>): Implementations<typeof signupFormMachine> => ({
  actors: {
    readTracking: fromPromise<TrackingRecord, void>(async () => readTracking()),
    signup: fromPromise<User, SignupRequest>(async ({ input, signal }) => {
      const { user } = await call('signup', { body: input, signal });
      signupEmail.remember(input.email);
      return user;
    }),
    startSession: fromPromise<void, User>(async ({ input }) => startSession(input)),
  },
});
