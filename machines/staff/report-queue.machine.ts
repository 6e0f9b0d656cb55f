import { isLeft } from 'fp-ts/Either';
import { assertEvent, assign, emit, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { ReportDecisionRequest, type ReportCase, type ReportDecision, type ReportQueue } from '../../io/entities/moderation';
import type { PhotoRejectionReason } from '../../io/entities/photo';
import { actorError, answeredWith } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { clampIndex } from './queue-position';

/** The decision being written: what, why, and for a photo's removal which photo and the reason its owner reads. */
export interface DecisionDraft {
  readonly decision: ReportDecision;
  readonly reason: string;
  readonly photoId: string;
  readonly photoReason: PhotoRejectionReason | '';
}

export type DraftField = 'reason' | 'photoId' | 'photoReason';

export type ReportQueueNote =
  | { readonly kind: 'decided'; readonly decision: ReportDecision; readonly memberName: string }
  | { readonly kind: 'conflict' | 'failed' };

export interface ReportQueueContext {
  readonly cases: ReadonlyArray<ReportCase>;
  readonly total: number;
  readonly index: number;
  readonly draft: DecisionDraft | null;
  /** The draft's first field that cannot be sent. */
  readonly invalid: DraftField | null;
  readonly request: ReportDecisionRequest | null;
  readonly note: ReportQueueNote | null;
}

export type ReportQueueEvent =
  | { type: 'reports.next' }
  | { type: 'reports.previous' }
  | { type: 'reports.decide'; decision: ReportDecision }
  | { type: 'reports.field'; field: DraftField; value: string }
  | { type: 'reports.submit' }
  | { type: 'reports.cancel' }
  | { type: 'reports.reload' };

export const caseInView = (context: Pick<ReportQueueContext, 'cases' | 'index'>): ReportCase | null => context.cases[context.index] ?? null;

/** The request of a draft about the case in view, or the first field that stops it. */
export const checkDecision = (reportCase: ReportCase, draft: DecisionDraft): { request: ReportDecisionRequest } | { invalid: DraftField } => {
  const photo = draft.decision === 'remove_photo' ? { photoId: draft.photoId, photoReason: draft.photoReason } : {};
  const decoded = decode(ReportDecisionRequest, {
    memberId: reportCase.member.id, reportIds: reportCase.open.map((report) => report.id), decision: draft.decision, reason: draft.reason.trim(), ...photo,
  });
  if (isLeft(decoded)) {
    const fields: ReadonlyArray<DraftField> = ['reason', 'photoId', 'photoReason'];
    return { invalid: fields.find((field) => decoded.left.issues.some((issue) => issue.path === field)) ?? 'reason' };
  }
  return { request: decoded.right };
};


const requestOf = (context: ReportQueueContext): ReportDecisionRequest => {
  if (context.request === null) throw new Error('a decision sent without a checked draft');
  return context.request;
};

const withoutDecided = (context: ReportQueueContext, memberId: number) => {
  const cases = context.cases.filter((entry) => entry.member.id !== memberId);
  return { cases, total: Math.max(0, context.total - 1), index: clampIndex(context.index, cases.length), draft: null, request: null };
};

/**
 * The report queue of the staff console (issue 14): one reported member in view with the open reports, the
 * earlier decisions and the named conversation's last messages; J/K move between members; a decision
 * (dismiss, warn, remove a photo, disable, ban) is written with its reason and closes the reports seen.
 */
export const reportQueueMachine = setup({
  types: {
    context: {} as ReportQueueContext,
    events: {} as ReportQueueEvent,
    emitted: {} as { type: 'queue.changed' },
  },
  actors: {
    loadReports: promiseNotProvided<ReportQueue>('loadReports'),
    decideReports: promiseNotProvided<void, ReportDecisionRequest>('decideReports'),
  },
  actions: {
    next: assign({ index: ({ context }) => clampIndex(context.index + 1, context.cases.length) }),
    previous: assign({ index: ({ context }) => clampIndex(context.index - 1, context.cases.length) }),
  },
  guards: {
    hasCase: ({ context }) => caseInView(context) !== null,
    draftValid: ({ context }) => {
      const reportCase = caseInView(context);
      return reportCase !== null && context.draft !== null && 'request' in checkDecision(reportCase, context.draft);
    },
    conflict: (_, error: unknown) => answeredWith(error, 409),
    empty: ({ context }) => context.cases.length === 0,
  },
}).createMachine({
  id: 'reportQueue',
  context: { cases: [], total: 0, index: 0, draft: null, invalid: null, request: null, note: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReports',
        src: 'loadReports',
        onDone: { target: 'browsing', actions: assign({ cases: ({ event }) => event.output.cases, total: ({ event }) => event.output.total, index: 0 }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'reports.reload': 'loading' } },
    browsing: {
      on: {
        'reports.next': { actions: 'next' },
        'reports.previous': { actions: 'previous' },
        'reports.reload': 'loading',
        'reports.decide': {
          guard: 'hasCase',
          target: 'composing',
          actions: assign({
            draft: ({ context, event }) => ({
              decision: event.decision,
              reason: '',
              photoId: caseInView(context)?.member.photos[0]?.id ?? '',
              photoReason: '',
            }),
            invalid: null,
            note: null,
          }),
        },
      },
    },
    composing: {
      on: {
        'reports.field': {
          actions: assign({
            draft: ({ context, event }) => {
              assertEvent(event, 'reports.field');
              return context.draft === null ? null : { ...context.draft, [event.field]: event.value };
            },
            invalid: null,
          }),
        },
        'reports.decide': {
          actions: assign({ draft: ({ context, event }) => (context.draft === null ? null : { ...context.draft, decision: event.decision }), invalid: null }),
        },
        'reports.submit': [
          {
            guard: 'draftValid',
            target: 'deciding',
            actions: assign({
              request: ({ context }) => {
                const reportCase = caseInView(context);
                const checked = reportCase === null || context.draft === null ? null : checkDecision(reportCase, context.draft);
                return checked !== null && 'request' in checked ? checked.request : null;
              },
            }),
          },
          {
            actions: assign({
              invalid: ({ context }) => {
                const reportCase = caseInView(context);
                const checked = reportCase === null || context.draft === null ? null : checkDecision(reportCase, context.draft);
                return checked !== null && 'invalid' in checked ? checked.invalid : null;
              },
            }),
          },
        ],
        'reports.cancel': { target: 'browsing', actions: assign({ draft: null, invalid: null }) },
      },
    },
    deciding: {
      invoke: {
        id: 'decideReports',
        src: 'decideReports',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'decided',
          actions: assign(({ context }) => {
            const request = requestOf(context);
            const name = context.cases.find((entry) => entry.member.id === request.memberId)?.member.name ?? '';
            return { ...withoutDecided(context, request.memberId), note: { kind: 'decided', decision: request.decision, memberName: name } };
          }),
        },
        onError: [
          {
            guard: { type: 'conflict', params: actorError },
            target: 'loading',
            actions: assign({ draft: null, request: null, note: { kind: 'conflict' } }),
          },
          { target: 'composing', actions: assign({ request: null, note: { kind: 'failed' } }) },
        ],
      },
    },
    decided: {
      entry: emit({ type: 'queue.changed' as const }),
      always: [{ guard: 'empty', target: 'loading' }, { target: 'browsing' }],
    },
  },
});
