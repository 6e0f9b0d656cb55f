import { setup } from 'xstate';
import { actorError } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { isMailToken, isRefusal } from './failure';

export interface MailChangeInput {
  readonly token: string | null;
  /** A logged-in member: once confirmed, the app takes the member as the server now has them. */
  readonly member: boolean;
}

/**
 * /mail-change/do?token=…: confirms the new address on arrival, logged in or not. A dead link says
 * 'Link verlopen of invalide, vraag een nieuwe e-mail aan'; an address another account took meanwhile
 * 'Dit e-mailadres heeft al een account op deze site.'; any other failure can be tried again.
 */
export const mailChangeMachine = setup({
  types: { input: {} as MailChangeInput, context: {} as MailChangeInput, events: {} as { type: 'mailChange.retry' } },
  actors: {
    confirmEmailChange: promiseNotProvided<void, MailChangeInput & { token: string }>('confirmEmailChange'),
  },
  guards: {
    hasToken: ({ context }) => isMailToken(context.token),
    isLinkInvalid: (_, error: unknown) => isRefusal(error, 'link_invalid'),
    isEmailTaken: (_, error: unknown) => isRefusal(error, 'email_taken'),
  },
}).createMachine({
  id: 'mailChange',
  context: ({ input }) => input,
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasToken', target: 'confirming' }, { target: 'linkInvalid' }],
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmEmailChange',
        src: 'confirmEmailChange',
        input: ({ context }) => ({ token: context.token ?? '', member: context.member }),
        onDone: 'done',
        onError: [
          { guard: { type: 'isLinkInvalid', params: actorError }, target: 'linkInvalid' },
          { guard: { type: 'isEmailTaken', params: actorError }, target: 'emailTaken' },
          { target: 'failed' },
        ],
      },
    },
    failed: { on: { 'mailChange.retry': 'confirming' } },
    done: { type: 'final' },
    linkInvalid: { type: 'final' },
    emailTaken: { type: 'final' },
  },
});
