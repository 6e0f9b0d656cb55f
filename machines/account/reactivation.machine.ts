import { setup } from 'xstate';
import { actorError } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { isMailToken, isRefusal } from './failure';

/**
 * /account-deleted: without a token, the page a member sees after deleting their account (for 14 days the
 * mailed link brings it back). With ?token=… (that link) it reactivates when the member says so: a mail
 * scanner that opens the link (and runs its script) must not bring back an account its owner just deleted,
 * nor hold a session of it. The answer is the member, logged in (the implementation starts the app's session). A dead link (malformed, or link_invalid
 * once the 14 days passed) says so, with customer service's contacts.
 */
export const reactivationMachine = setup({
  types: { input: {} as { token: string | null }, context: {} as { token: string | null }, events: {} as { type: 'reactivation.confirm' } | { type: 'reactivation.retry' } },
  actors: {
    reactivate: promiseNotProvided<void, string>('reactivate'),
  },
  guards: {
    withoutToken: ({ context }) => context.token === null,
    hasToken: ({ context }) => isMailToken(context.token),
    isLinkInvalid: (_, error: unknown) => isRefusal(error, 'link_invalid'),
  },
}).createMachine({
  id: 'reactivation',
  context: ({ input }) => ({ token: input.token }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'withoutToken', target: 'deleted' }, { guard: 'hasToken', target: 'ready' }, { target: 'linkInvalid' }],
    },
    deleted: { type: 'final' },
    ready: { on: { 'reactivation.confirm': 'reactivating' } },
    reactivating: {
      tags: ['busy'],
      invoke: {
        id: 'reactivate',
        src: 'reactivate',
        input: ({ context }) => context.token ?? '',
        onDone: 'done',
        onError: [{ guard: { type: 'isLinkInvalid', params: actorError }, target: 'linkInvalid' }, { target: 'failed' }],
      },
    },
    failed: { on: { 'reactivation.retry': 'reactivating' } },
    // The member is logged in: the screen goes on to the members.
    done: { type: 'final' },
    linkInvalid: { type: 'final' },
  },
});
