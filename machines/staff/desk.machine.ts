import { assertEvent, assign, emit, setup } from 'xstate';
import type { DeskAnswerRequest, DeskConversation, DeskQueue, DeskWaiting } from '../../io/entities/desk';
import { actorError, answeredWith } from '../shared/http-failure';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided';

/** The queue is read again this often while the desk looks at it: others claim and answer meanwhile. */
export const deskQueueEveryMs = 30_000;
/** While the writer keeps typing, the claim (5 minutes on the server) is renewed this often; idle, it lapses. */
export const deskRenewEveryMs = 120_000;

/** What the desk last said: an answer sent, a conversation someone else writes in or answered, a claim lapsed, a failure. */
export type DeskNote = 'sent' | 'taken' | 'answered' | 'expired' | 'failed';

export interface DeskContext {
  readonly waiting: ReadonlyArray<DeskWaiting>;
  readonly total: number;
  /** The claimed conversation being answered. */
  readonly conversation: DeskConversation | null;
  readonly draft: string;
  /** The draft changed since the claim was last taken: the writer is still at it. */
  readonly typed: boolean;
  readonly note: DeskNote | null;
}

export type DeskEvent =
  | { type: 'desk.open'; conversationId: number }
  | { type: 'desk.reload' }
  | { type: 'draft.change'; text: string }
  | { type: 'desk.send' }
  | { type: 'desk.close' }
  | { type: 'timer.elapsed' };

const conversationOf = (context: DeskContext): DeskConversation => {
  if (context.conversation === null) throw new Error('writing without a claimed conversation');
  return context.conversation;
};

/** The answer as it will be sent: trimmed, not blank, within the site's message length. */
export const draftFits = (context: Pick<DeskContext, 'draft' | 'conversation'>): boolean => {
  const text = context.draft.trim();
  return text !== '' && context.conversation !== null && text.length <= context.conversation.maxLength;
};

/**
 * The conversation desk (issue 14): the conversations waiting for an answer from a profile the site operates,
 * oldest first, read again every 30 s. Opening one claims it (another's claim: 409, and the list reads
 * again); the writer answers as that profile. The claim is renewed every 2 minutes while they type and
 * lapses when they walk away; a lapsed claim or an answer someone else sent says so and goes back to the list.
 */
export const deskMachine = setup({
  types: {
    context: {} as DeskContext,
    events: {} as DeskEvent,
    // Heard by the console, whose queue counts then read again.
    emitted: {} as { type: 'queue.changed' },
  },
  actors: {
    loadQueue: promiseNotProvided<DeskQueue>('loadQueue'),
    claim: promiseNotProvided<DeskConversation, { conversationId: number }>('claim'),
    answer: promiseNotProvided<void, DeskAnswerRequest>('answer'),
    release: promiseNotProvided<void, { conversationId: number }>('release'),
    timer: callbackNotProvided<{ ms: number }>('timer'),
  },
  actions: {
    keepDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'draft.change');
        return event.text;
      },
      typed: true,
    }),
  },
  guards: {
    draftFits: ({ context }) => draftFits(context),
    typed: ({ context }) => context.typed,
    conflict: (_, error: unknown) => answeredWith(error, 409),
    gone: (_, error: unknown) => answeredWith(error, 404),
    refused: (_, error: unknown) => answeredWith(error, 400),
  },
}).createMachine({
  id: 'desk',
  context: { waiting: [], total: 0, conversation: null, draft: '', typed: false, note: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        onDone: { target: 'list', actions: assign({ waiting: ({ event }) => event.output.waiting, total: ({ event }) => event.output.total }) },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'desk.reload': 'loading' },
    },
    list: {
      invoke: { id: 'timer', src: 'timer', input: { ms: deskQueueEveryMs } },
      on: {
        'timer.elapsed': 'loading',
        'desk.reload': { target: 'loading', actions: assign({ note: null }) },
        'desk.open': {
          target: 'claiming',
          actions: assign({ note: null }),
        },
      },
    },
    claiming: {
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ event }) => {
          assertEvent(event, 'desk.open');
          return { conversationId: event.conversationId };
        },
        onDone: { target: 'writing', actions: assign({ conversation: ({ event }) => event.output, draft: '', typed: false }) },
        onError: [
          { guard: { type: 'conflict', params: actorError }, target: 'loading', actions: assign({ note: 'taken' }) },
          { guard: { type: 'gone', params: actorError }, target: 'loading', actions: assign({ note: 'answered' }) },
          { target: 'list', actions: assign({ note: 'failed' }) },
        ],
      },
    },
    writing: {
      initial: 'editing',
      on: {
        'draft.change': { actions: 'keepDraft' },
        'desk.close': 'releasing',
      },
      states: {
        editing: {
          invoke: { id: 'timer', src: 'timer', input: { ms: deskRenewEveryMs } },
          on: {
            'timer.elapsed': [{ guard: 'typed', target: 'renewing' }, { target: 'editing', reenter: true }],
            'desk.send': [{ guard: 'draftFits', target: '#desk.sending' }, { target: 'invalid' }],
          },
        },
        invalid: {
          on: {
            'draft.change': { target: 'editing', actions: 'keepDraft' },
            'desk.send': [{ guard: 'draftFits', target: '#desk.sending' }],
          },
        },
        renewing: {
          invoke: {
            id: 'claim',
            src: 'claim',
            input: ({ context }) => ({ conversationId: conversationOf(context).waiting.conversationId }),
            onDone: { target: 'editing', actions: assign({ typed: false }) },
            onError: [
              { guard: { type: 'gone', params: actorError }, target: '#desk.loading', actions: assign({ conversation: null, note: 'answered' }) },
              { guard: { type: 'conflict', params: actorError }, target: '#desk.loading', actions: assign({ conversation: null, note: 'expired' }) },
              // Anything else: the claim still holds for minutes; the next renewal tries again.
              { target: 'editing' },
            ],
          },
        },
      },
    },
    sending: {
      invoke: {
        id: 'answer',
        src: 'answer',
        input: ({ context }) => ({ conversationId: conversationOf(context).waiting.conversationId, text: context.draft.trim() }),
        onDone: { target: 'loading', actions: [assign({ conversation: null, draft: '', note: 'sent' }), emit({ type: 'queue.changed' as const })] },
        onError: [
          { guard: { type: 'conflict', params: actorError }, target: 'loading', actions: assign({ conversation: null, note: 'expired' }) },
          { guard: { type: 'gone', params: actorError }, target: 'loading', actions: assign({ conversation: null, note: 'answered' }) },
          { guard: { type: 'refused', params: actorError }, target: '#desk.writing.invalid' },
          // Nothing lost: the draft stays for another try.
          { target: 'writing', actions: assign({ note: 'failed' }) },
        ],
      },
    },
    releasing: {
      invoke: {
        id: 'release',
        src: 'release',
        input: ({ context }) => ({ conversationId: conversationOf(context).waiting.conversationId }),
        onDone: { target: 'loading', actions: assign({ conversation: null, draft: '' }) },
        // The claim lapses on its own within minutes.
        onError: { target: 'loading', actions: assign({ conversation: null, draft: '' }) },
      },
    },
  },
});
