import { assertEvent, assign, setup } from 'xstate';
import type { ReportReason } from '../../io/entities/report';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

export interface ReportInput {
  readonly memberId: number;
  /** Reported from inside the two members' conversation: staff may then read its last messages. */
  readonly conversationId: number | null;
}

export interface ReportContext extends ReportInput {
  readonly reason: ReportReason | null;
  readonly note: string;
}

/** What is sent: the reason is chosen before it can be. */
export interface ReportSent extends ReportInput {
  readonly reason: ReportReason;
  readonly note: string;
}

export type ReportEvent =
  | { type: 'report.start' }
  | { type: 'report.reason'; reason: ReportReason }
  | { type: 'report.note'; note: string }
  | { type: 'report.send' }
  | { type: 'report.dismiss' };

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/**
 * Reporting a member, from their profile or from inside a conversation with them: a reason from the closed
 * list and an optional note, sent once the reason is chosen; a failure keeps the form to send again, and a
 * sent report is thanked for. Reporting never blocks.
 */
export const reportMachine = setup({
  types: { input: {} as ReportInput, context: {} as ReportContext, events: {} as ReportEvent },
  actors: {
    reportMember: promiseNotProvided<void, ReportSent>('reportMember'),
  },
  actions: {
    chooseReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'report.reason');
        return event.reason;
      },
    }),
    writeNote: assign({
      note: ({ event }) => {
        assertEvent(event, 'report.note');
        return event.note;
      },
    }),
    clearForm: assign({ reason: null, note: '' }),
    // Only an HttpFailure is an expected failure; anything else is rethrown (see httpFailureOf).
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
  },
  guards: {
    hasReason: ({ context }) => context.reason !== null,
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({ ...input, reason: null, note: '' }),
  initial: 'closed',
  states: {
    closed: { on: { 'report.start': { target: 'form', actions: 'clearForm' } } },
    form: {
      on: {
        'report.reason': { actions: 'chooseReason' },
        'report.note': { actions: 'writeNote' },
        'report.send': { guard: 'hasReason', target: 'sending' },
        'report.dismiss': 'closed',
      },
    },
    sending: {
      invoke: {
        id: 'reportMember',
        src: 'reportMember',
        input: ({ context }): ReportSent => ({ memberId: context.memberId, conversationId: context.conversationId, reason: context.reason ?? unreachable(), note: context.note }),
        onDone: 'sent',
        onError: { target: 'failed', actions: { type: 'checkFailure', params: errorOf } },
      },
    },
    failed: {
      on: {
        'report.reason': { actions: 'chooseReason' },
        'report.note': { actions: 'writeNote' },
        'report.send': 'sending',
        'report.dismiss': 'closed',
      },
    },
    sent: { on: { 'report.dismiss': 'closed' } },
  },
});

/** Sending is entered only with a reason chosen. */
function unreachable(): never {
  throw new Error('report: sending without a reason');
}
