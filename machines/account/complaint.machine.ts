import { isLeft } from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import type { BodyOf, ResponseOf } from '../../io/contract';
import { ComplaintRequest } from '../../io/entities/account';
import type { CompanyInfo } from '../../io/entities/company';
import type { Locale } from '../../io/entities/locale';
import { decode } from '../../io/codec/decode';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { refusalOf } from './failure';

type Complaint = BodyOf<'submitComplaint'>;
type Receipt = ResponseOf<'submitComplaint'>;

/** The form's fields, in the order they are shown (the first refused one takes the focus). */
export const complaintFields = ['name', 'email', 'subject', 'message'] as const;
export type ComplaintField = (typeof complaintFields)[number];
export type ComplaintValues = Record<ComplaintField, string>;

/** Empty; too short (the message's 10 characters); or refused otherwise ('Ongeldige e-mail' on the e-mail, too long). */
export type ComplaintProblem = 'required' | 'tooShort' | 'invalid';
export type ComplaintProblems = Partial<Record<ComplaintField, ComplaintProblem>>;

export interface ComplaintInput {
  /** The Idempotency-Key of this complaint: sent again after a failure, the server stores it once. */
  readonly key: string;
  /** A member's name, filled in for them. */
  readonly name: string;
}

export interface ComplaintContext {
  readonly key: string;
  readonly values: ComplaintValues;
  readonly problems: ComplaintProblems;
  readonly request: Complaint | null;
  readonly failed: boolean;
  readonly receipt: Receipt | null;
  readonly company: CompanyInfo | null;
}

export type ComplaintEvent = { type: 'complaint.field'; field: ComplaintField; value: string } | { type: 'complaint.submit'; language: Locale };

const minimumMessage = 10;

const problemOf = (field: ComplaintField, value: string): ComplaintProblem =>
  value === '' ? 'required' : field === 'message' && value.length < minimumMessage ? 'tooShort' : 'invalid';

/** The form as the contract's request, or each field's problem as its codec sees it (one rule, both sides). */
export const checkComplaint = (values: ComplaintValues, language: Locale): { request: Complaint | null; problems: ComplaintProblems } => {
  const trimmed: ComplaintValues = { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
  const decoded = decode(ComplaintRequest, { ...trimmed, language });
  if (!isLeft(decoded)) return { request: decoded.right, problems: {} };
  const problems: ComplaintProblems = {};
  for (const issue of decoded.left.issues) {
    const field = complaintFields.find((name) => name === issue.path);
    if (field !== undefined) problems[field] = problemOf(field, trimmed[field]);
  }
  return { request: null, problems };
};

/**
 * /complaints: name, e-mail, subject and message (at least 10 characters), sent with the interface
 * language (the acknowledgement mail is written in it); the receipt shows its reference. Beside the form,
 * the company's support contacts (GET companyinfo.php, public); without them the form still works.
 */
export const complaintMachine = setup({
  types: { context: {} as ComplaintContext, events: {} as ComplaintEvent, input: {} as ComplaintInput },
  actors: {
    loadCompany: promiseNotProvided<CompanyInfo>('loadCompany'),
    submitComplaint: promiseNotProvided<Receipt, { complaint: Complaint; key: string }>('submitComplaint'),
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'complaint.field');
      const { [event.field]: _cleared, ...problems } = context.problems;
      return { values: { ...context.values, [event.field]: event.value }, problems, failed: false };
    }),
    check: assign(({ context, event }) => {
      assertEvent(event, 'complaint.submit');
      return { ...checkComplaint(context.values, event.language), failed: false };
    }),
    storeFailure: assign(({ context }, error: unknown) => {
      const refusal = refusalOf(error);
      const field = complaintFields.find((name) => refusal?.error === 'invalid_input' && name === refusal.field);
      return field === undefined ? { failed: true } : { problems: { [field]: problemOf(field, context.values[field].trim()) } };
    }),
    storeReceipt: assign({ receipt: (_, receipt: Receipt) => receipt }),
    storeCompany: assign({ company: (_, company: CompanyInfo) => company }),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
  },
  guards: {
    isChecked: ({ context }) => context.request !== null,
  },
}).createMachine({
  id: 'complaint',
  context: ({ input }) => ({
    key: input.key,
    values: { name: input.name, email: '', subject: '', message: '' },
    problems: {},
    request: null,
    failed: false,
    receipt: null,
    company: null,
  }),
  type: 'parallel',
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'complaint.field': { actions: 'setField' },
            'complaint.submit': { target: 'checking', actions: 'check' },
          },
        },
        checking: {
          always: [{ guard: 'isChecked', target: 'sending' }, { target: 'editing' }],
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'submitComplaint',
            src: 'submitComplaint',
            input: ({ context }) => {
              if (context.request === null) throw new Error('complaint sent without a checked form');
              return { complaint: context.request, key: context.key };
            },
            onDone: { target: 'sent', actions: { type: 'storeReceipt', params: ({ event }) => event.output } },
            onError: { target: 'editing', actions: { type: 'storeFailure', params: actorError } },
          },
        },
        sent: { type: 'final' },
      },
    },
    // The contacts are extra: a failure leaves them out (the site's own support address stays shown).
    company: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCompany',
            src: 'loadCompany',
            onDone: { target: 'loaded', actions: { type: 'storeCompany', params: ({ event }) => event.output } },
            onError: { target: 'unavailable', actions: { type: 'checkFailure', params: actorError } },
          },
        },
        loaded: { type: 'final' },
        unavailable: { type: 'final' },
      },
    },
  },
});
