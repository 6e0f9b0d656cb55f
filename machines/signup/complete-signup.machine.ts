import { assertEvent, assign, setup, type ErrorActorEvent } from 'xstate';
import { Email } from '../../io/codec/primitives';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

/** Why a new address was not taken: 'Nieuw e-mailadres invalide.', an address with an account, or no answer. */
export type EmailChangeProblem = 'invalid' | 'taken' | 'failed';

export interface CompleteSignupContext {
  /** The address the activation mail went to, when this tab knows it. */
  readonly address: string | null;
  readonly draft: string;
  readonly problem: EmailChangeProblem | null;
}

export type CompleteSignupEvent = { type: 'email.edit'; value: string } | { type: 'email.change' };

const problemOf = (error: unknown): EmailChangeProblem => {
  const failure = httpFailureOf(error);
  if (failure.kind !== 'http') return 'failed';
  return failure.body?.error === 'email_taken' ? 'taken' : failure.body?.error === 'invalid_input' ? 'invalid' : 'failed';
};

/**
 * /complete-signup (spec §4): the activation mail went to the address; a member who has not confirmed yet
 * corrects it at once (PUT /api/email.php answers 'changed' and a new mail goes out).
 */
export const completeSignupMachine = setup({
  types: { context: {} as CompleteSignupContext, events: {} as CompleteSignupEvent },
  actors: {
    recallAddress: promiseNotProvided<string | null>('recallAddress'),
    changeEmail: promiseNotProvided<string, Email>('changeEmail'),
  },
  actions: {
    storeAddress: assign((_, address: string | null) => ({ address })),
    edit: assign(({ event }) => {
      assertEvent(event, 'email.edit');
      return { draft: event.value, problem: null };
    }),
    markInvalid: assign({ problem: 'invalid' as const }),
    storeChanged: assign((_, address: string) => ({ address, draft: '', problem: null })),
    storeProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
  },
  guards: { draftIsAddress: ({ context }) => Email.is(context.draft.trim()) },
}).createMachine({
  id: 'completeSignup',
  context: { address: null, draft: '', problem: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'recallAddress',
        src: 'recallAddress',
        onDone: { target: 'ready', actions: { type: 'storeAddress', params: ({ event }) => event.output } },
        onError: 'ready',
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'email.edit': { target: '.idle', actions: 'edit' },
        'email.change': [{ guard: 'draftIsAddress', target: 'changing' }, { target: '.refused', actions: 'markInvalid' }],
      },
      states: { idle: {}, changed: {}, refused: {} },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changeEmail',
        src: 'changeEmail',
        input: ({ context }) => {
          const address = context.draft.trim();
          // changing is entered only for a draft that is an address (guard draftIsAddress).
          if (!Email.is(address)) throw new Error('changing to a draft that is no address');
          return address;
        },
        onDone: { target: 'ready.changed', actions: { type: 'storeChanged', params: ({ event }) => event.output } },
        onError: { target: 'ready.refused', actions: { type: 'storeProblem', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
  },
});
