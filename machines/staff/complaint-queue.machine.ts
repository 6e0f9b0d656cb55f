import { isRight } from 'fp-ts/Either';
import { assertEvent, assign, emit, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { ComplaintAnswerRequest, type ComplaintList, type ComplaintShow, type StaffComplaint } from '../../io/entities/complaint';
import { actorError, answeredWith } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { clampIndex } from './queue-position';

export interface ComplaintsContext {
  /** Which complaints the list holds: the open ones (the queue) or the answered ones. */
  readonly show: ComplaintShow;
  readonly complaints: ReadonlyArray<StaffComplaint>;
  readonly total: number;
  /** The complaint of the list the J/K keys are on. */
  readonly index: number;
  /** The complaint open on screen. */
  readonly number: number | null;
  /** The answer as typed. */
  readonly draft: string;
}

export type ComplaintsEvent =
  | { type: 'complaints.show'; show: ComplaintShow }
  | { type: 'complaints.next' }
  | { type: 'complaints.previous' }
  | { type: 'complaints.open'; number: number }
  | { type: 'complaints.openChosen' }
  | { type: 'complaints.back' }
  | { type: 'complaints.draft'; value: string }
  | { type: 'complaints.send' }
  | { type: 'complaints.reload' };

/** The complaint open on screen, from the list it was opened in. */
export const openComplaint = (context: Pick<ComplaintsContext, 'complaints' | 'number'>): StaffComplaint | null =>
  context.complaints.find((complaint) => complaint.number === context.number) ?? null;

/** The request of the answer typed, or null while it is blank (the server refuses blanks on `answer` too). */
export const answerRequestOf = (context: Pick<ComplaintsContext, 'number' | 'draft'>): ComplaintAnswerRequest | null => {
  const decoded = decode(ComplaintAnswerRequest, { number: context.number, answer: context.draft.trim() });
  return isRight(decoded) ? decoded.right : null;
};

const requestOf = (context: ComplaintsContext): ComplaintAnswerRequest => {
  const request = answerRequestOf(context);
  if (request === null) throw new Error('an answer sent without a checked draft');
  return request;
};


/**
 * Support's complaints in the staff console (issue 14): the open ones oldest first (or the answered ones, with
 * their answers), J/K through the list, one opened with everything the complainant wrote; an open one is answered
 * by mail in the complaint's language. An answer given meanwhile by someone else is refused (409), a blank one
 * never sent. A sent answer tells the console its counts changed.
 */
export const complaintQueueMachine = setup({
  types: {
    context: {} as ComplaintsContext,
    events: {} as ComplaintsEvent,
    emitted: {} as { type: 'complaints.changed' },
  },
  actors: {
    loadComplaints: promiseNotProvided<ComplaintList, ComplaintShow>('loadComplaints'),
    answerComplaint: promiseNotProvided<void, ComplaintAnswerRequest>('answerComplaint'),
  },
  actions: {
    next: assign({ index: ({ context }) => clampIndex(context.index + 1, context.complaints.length) }),
    previous: assign({ index: ({ context }) => clampIndex(context.index - 1, context.complaints.length) }),
    forgetOpen: assign({ number: null, draft: '' }),
    choose: assign({
      show: ({ event }) => {
        assertEvent(event, 'complaints.show');
        return event.show;
      },
      index: 0,
    }),
  },
  guards: {
    listed: ({ context, event }) => {
      assertEvent(event, 'complaints.open');
      return context.complaints.some((complaint) => complaint.number === event.number);
    },
    hasChosen: ({ context }) => context.complaints[context.index] !== undefined,
    answered: ({ context }) => (openComplaint(context)?.answer ?? null) !== null,
    answerGiven: ({ context }) => answerRequestOf(context) !== null,
    conflict: (_, error: unknown) => answeredWith(error, 409),
    blank: (_, error: unknown) => answeredWith(error, 400),
  },
}).createMachine({
  id: 'complaintQueue',
  context: { show: 'open', complaints: [], total: 0, index: 0, number: null, draft: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadComplaints',
        src: 'loadComplaints',
        input: ({ context }) => context.show,
        onDone: {
          target: 'listing',
          actions: assign({
            complaints: ({ event }) => event.output.complaints,
            total: ({ event }) => event.output.total,
            index: ({ context, event }) => clampIndex(context.index, event.output.complaints.length),
          }),
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'complaints.reload': 'loading', 'complaints.show': { target: 'loading', actions: 'choose' } } },
    listing: {
      on: {
        'complaints.show': { target: 'loading', actions: 'choose' },
        'complaints.next': { actions: 'next' },
        'complaints.previous': { actions: 'previous' },
        'complaints.reload': 'loading',
        'complaints.open': {
          guard: 'listed',
          target: 'opened',
          actions: assign({
            number: ({ event }) => event.number,
            index: ({ context, event }) => Math.max(0, context.complaints.findIndex((complaint) => complaint.number === event.number)),
            draft: '',
          }),
        },
        'complaints.openChosen': { guard: 'hasChosen', target: 'opened', actions: assign({ number: ({ context }) => context.complaints[context.index]?.number ?? null, draft: '' }) },
      },
    },
    opened: {
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'answered', target: 'reading' }, { target: 'writing' }] },
        // An answered complaint: what was answered, by whom, when.
        reading: { on: { 'complaints.back': { target: '#complaintQueue.listing', actions: 'forgetOpen' } } },
        // `invalid`: sent blank; `failed`: the answer did not reach the server (the draft stays, to send again).
        writing: {
          initial: 'editing',
          states: { editing: {}, invalid: {}, failed: {} },
          on: {
            'complaints.draft': { target: '.editing', actions: assign({ draft: ({ event }) => event.value }) },
            'complaints.send': [{ guard: 'answerGiven', target: 'sending' }, { target: '.invalid' }],
            'complaints.back': { target: '#complaintQueue.listing', actions: 'forgetOpen' },
          },
        },
        sending: {
          invoke: {
            id: 'answerComplaint',
            src: 'answerComplaint',
            input: ({ context }) => requestOf(context),
            onDone: 'sent',
            onError: [
              { guard: { type: 'conflict', params: actorError }, target: 'refused' },
              { guard: { type: 'blank', params: actorError }, target: 'writing.invalid' },
              { target: 'writing.failed' },
            ],
          },
        },
        sent: {
          entry: emit({ type: 'complaints.changed' as const }),
          on: { 'complaints.back': { target: '#complaintQueue.loading', actions: 'forgetOpen' } },
        },
        // Answered meanwhile by someone else: the list is read again on the way back.
        refused: { on: { 'complaints.back': { target: '#complaintQueue.loading', actions: 'forgetOpen' } } },
      },
    },
  },
});
