import { setup } from 'xstate';
import { promiseNotProvided } from '../shared/not-provided';

/**
 * /activate/done: the address is confirmed; the member is loaded again so the whole shell sees the status
 * active (the activation reminder goes). A visitor (the link opened in another browser) has nothing to reload.
 */
export const activationDoneMachine = setup({
  actors: { reloadUser: promiseNotProvided<void>('reloadUser') },
}).createMachine({
  id: 'activationDone',
  initial: 'reloading',
  states: {
    reloading: { invoke: { id: 'reloadUser', src: 'reloadUser', onDone: 'done', onError: 'done' } },
    done: { type: 'final' },
  },
});
