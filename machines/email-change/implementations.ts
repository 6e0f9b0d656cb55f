import type * as t from 'io-ts';
import { fromPromise } from 'xstate';
import type { EmailChangeRequest } from '../../io/entities/account';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { EmailChanged, emailChangeMachine } from './email-change.machine';

/** PUT /api/email.php. */
export const createEmailChangeImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof emailChangeMachine> => ({
  actors: {
    changeEmail: fromPromise<EmailChanged, t.TypeOf<typeof EmailChangeRequest>>(({ input, signal }) => call('changeEmail', { body: input, signal })),
  },
});
