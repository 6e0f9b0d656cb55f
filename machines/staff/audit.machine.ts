import { isLeft } from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { AuditQuery, type AuditEntry, type StaffNames } from '../../io/entities/staff';
import { promiseNotProvided } from '../shared/not-provided';

export const auditFilterFields = ['staff', 'member', 'action', 'from', 'to'] as const;
export type AuditFilterField = (typeof auditFilterFields)[number];
/** The filter form as typed: '' is "any". */
export type AuditFilterValues = Record<AuditFilterField, string>;

/** The staff actions the action filter offers (each an event type that names its staff member). */
export const auditedActions = [
  'PhotoApproved', 'PhotoRejected', 'TextApproved', 'TextEdited', 'ReportsResolved', 'CreditsCorrected', 'PaymentRefunded', 'MemberWarned', 'ProfileDisabled', 'MemberBanned', 'MemberUnbanned', 'StaffAdded', 'StaffTotpOffered', 'StaffTotpEnrolled', 'StaffLoggedIn', 'StaffLoginFailed', 'StaffLoggedOut',
  'StaffAccessChanged', 'StaffRemoved',
  'MessageSent', 'SiteConfigured', 'ComplaintAnswered', 'MemberDataExported', 'ErasureRequested',
] as const;

export interface AuditContext {
  readonly values: AuditFilterValues;
  /** The filter the entries shown were read with. */
  readonly query: AuditQuery;
  readonly entries: ReadonlyArray<AuditEntry>;
  readonly staff: StaffNames['staff'];
  /** The first field the server would refuse (a member id that is not a number, a day range back to front). */
  readonly invalid: AuditFilterField | null;
}

export type AuditEvent = { type: 'audit.field'; field: AuditFilterField; value: string } | { type: 'audit.apply' } | { type: 'audit.reload' };

const emptyFilter: AuditFilterValues = { staff: '', member: '', action: '', from: '', to: '' };

/** The query of a filter form, or the first field that cannot be one. */
export const auditQueryOf = (values: AuditFilterValues): { query: AuditQuery } | { invalid: AuditFilterField } => {
  const given = Object.fromEntries(auditFilterFields.flatMap((field) => (values[field].trim() === '' ? [] : [[field, values[field].trim()]])));
  const decoded = decode(AuditQuery, given);
  if (isLeft(decoded)) {
    const field = auditFilterFields.find((name) => decoded.left.issues.some((issue) => issue.path === name));
    return { invalid: field ?? 'member' };
  }
  const { from, to } = decoded.right;
  if (from !== undefined && to !== undefined && from > to) return { invalid: 'to' };
  return { query: decoded.right };
};

/**
 * The audit screen (issue 14): every staff action, newest first, filtered by staff member, member,
 * action and day range. The staff names for the filter are read again with each page (staff come and go).
 */
export const auditMachine = setup({
  types: {
    context: {} as AuditContext,
    events: {} as AuditEvent,
  },
  actors: {
    loadEntries: promiseNotProvided<AuditEntry[], AuditQuery>('loadEntries'),
    loadStaffNames: promiseNotProvided<StaffNames['staff']>('loadStaffNames'),
  },
  actions: {
    storeField: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'audit.field');
        return { ...context.values, [event.field]: event.value };
      },
      invalid: null,
    }),
  },
  guards: {
    filterValid: ({ context }) => 'query' in auditQueryOf(context.values),
  },
}).createMachine({
  id: 'audit',
  context: { values: emptyFilter, query: {}, entries: [], staff: [], invalid: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: [
        {
          id: 'loadEntries',
          src: 'loadEntries',
          input: ({ context }) => context.query,
          onDone: { target: 'shown', actions: assign({ entries: ({ event }) => event.output }) },
          onError: 'failed',
        },
        // Names are a convenience for the filter: without them the entries still show, with the ids.
        { id: 'loadStaffNames', src: 'loadStaffNames', onDone: { actions: assign({ staff: ({ event }) => event.output }) } },
      ],
    },
    shown: {
      on: {
        'audit.field': { actions: 'storeField' },
        'audit.apply': [
          {
            guard: 'filterValid',
            target: 'loading',
            actions: assign({
              query: ({ context }) => {
                const checked = auditQueryOf(context.values);
                return 'query' in checked ? checked.query : context.query;
              },
            }),
          },
          {
            actions: assign({
              invalid: ({ context }) => {
                const checked = auditQueryOf(context.values);
                return 'invalid' in checked ? checked.invalid : null;
              },
            }),
          },
        ],
      },
    },
    failed: {
      on: { 'audit.reload': 'loading' },
    },
  },
});
