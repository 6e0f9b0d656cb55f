import type * as t from 'io-ts';
import { fromPromise } from 'xstate';
import type { PasswordChange } from '../../io/entities/account';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { passwordMachine } from './password.machine';

/** PUT /api/password.php. */
export const createPasswordImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof passwordMachine> => ({
  actors: {
    changePassword: fromPromise<void, t.TypeOf<typeof PasswordChange>>(async ({ input, signal }) => {
      await call('changePassword', { body: input, signal });
    }),
  },
});
