import { assertEvent, assign, emit, setup } from 'xstate';
import { StaffReason } from '../../io/entities/moderation';
import type { DataExportRequest, ErasureRequest } from '../../io/entities/support';
import { actorError, answeredWith } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

export interface MemberDataContext {
  /** The member of the account on screen the export or erasure is for. */
  readonly memberId: number | null;
  /** Why: the audit keeps it with the export or the erasure request. */
  readonly reason: string;
}

export type MemberDataEvent =
  | { type: 'data.export'; memberId: number }
  | { type: 'data.erase'; memberId: number }
  | { type: 'data.reason'; value: string }
  | { type: 'data.confirm' }
  | { type: 'data.cancel' };

const requestOf = (context: MemberDataContext): DataExportRequest & ErasureRequest => {
  const reason = context.reason.trim();
  if (context.memberId === null || !StaffReason.is(reason)) throw new Error('a member data request sent without a member and a reason');
  return { memberId: context.memberId, reason };
};

/**
 * Support's GDPR actions on the member's account on screen (issue 14): download the member's data export (art. 15/20)
 * and request the account's erasure (art. 17), each only with a reason, the erasure after a confirmation that says
 * what follows. What was done last stays as the idle state's substate. A request made (or found made: 409) tells
 * the screen the member changed, so it reads the account again.
 */
export const memberDataMachine = setup({
  types: {
    context: {} as MemberDataContext,
    events: {} as MemberDataEvent,
    emitted: {} as { type: 'member.changed'; memberId: number },
  },
  actors: {
    exportData: promiseNotProvided<void, DataExportRequest>('exportData'),
    requestErasure: promiseNotProvided<void, ErasureRequest>('requestErasure'),
  },
  actions: {
    startFor: assign(({ event }) => {
      assertEvent(event, ['data.export', 'data.erase']);
      return { memberId: event.memberId, reason: '' };
    }),
    storeReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'data.reason');
        return event.value;
      },
    }),
    tellChanged: emit(({ context }) => ({ type: 'member.changed' as const, memberId: context.memberId ?? 0 })),
  },
  guards: {
    reasonGiven: ({ context }) => StaffReason.is(context.reason.trim()),
    alreadyDeleted: (_, error: unknown) => answeredWith(error, 409),
  },
}).createMachine({
  id: 'memberData',
  context: { memberId: null, reason: '' },
  initial: 'idle',
  states: {
    // What support last heard, about `memberId`.
    idle: {
      initial: 'quiet',
      states: { quiet: {}, exported: {}, erasureRequested: {}, alreadyDeleted: {} },
      on: {
        'data.export': { target: 'exportAsked', actions: 'startFor' },
        'data.erase': { target: 'erasureAsked', actions: 'startFor' },
      },
    },
    // The reason asked: typed (`editing`), confirmed blank (`invalid`), or not carried out (`failed`).
    exportAsked: {
      initial: 'editing',
      states: { editing: {}, invalid: {}, failed: {} },
      on: {
        'data.reason': { target: '.editing', actions: 'storeReason' },
        'data.confirm': [{ guard: 'reasonGiven', target: 'exporting' }, { target: '.invalid' }],
        'data.cancel': 'idle',
      },
    },
    exporting: {
      invoke: { id: 'exportData', src: 'exportData', input: ({ context }) => requestOf(context), onDone: 'idle.exported', onError: 'exportAsked.failed' },
    },
    // The confirmation, with what follows and the reason.
    erasureAsked: {
      initial: 'editing',
      states: { editing: {}, invalid: {}, failed: {} },
      on: {
        'data.reason': { target: '.editing', actions: 'storeReason' },
        'data.confirm': [{ guard: 'reasonGiven', target: 'erasing' }, { target: '.invalid' }],
        'data.cancel': 'idle',
      },
    },
    erasing: {
      invoke: {
        id: 'requestErasure',
        src: 'requestErasure',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'idle.erasureRequested', actions: 'tellChanged' },
        onError: [
          { guard: { type: 'alreadyDeleted', params: actorError }, target: 'idle.alreadyDeleted', actions: 'tellChanged' },
          { target: 'erasureAsked.failed' },
        ],
      },
    },
  },
});
