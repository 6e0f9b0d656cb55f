import * as E from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import type { StaffRole } from '../../io/entities/staff';
import { AddStaffRequest, type AddedStaff, type StaffAccount, type StaffAccounts } from '../../io/entities/staff-accounts';
import { actorError, answeredWith } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

/** The new account's form as typed: `everySite` replaces the site list (offered to an admin of every site only). */
export interface StaffDraft {
  readonly email: string;
  readonly name: string;
  readonly roles: ReadonlyArray<StaffRole>;
  readonly sites: ReadonlyArray<string>;
  readonly everySite: boolean;
}

export type StaffDraftField = 'email' | 'name' | 'roles' | 'sites';
const draftFields: ReadonlyArray<StaffDraftField> = ['email', 'name', 'roles', 'sites'];

/** Why the form came back: the address is staff already, or the save failed otherwise. */
export type StaffAccountsNote = 'duplicate' | 'saveFailed';

export interface StaffAccountsContext {
  readonly accounts: ReadonlyArray<StaffAccount>;
  /** The sites the admin may give, and whether they may give every site. */
  readonly grantable: ReadonlyArray<string>;
  readonly everySite: boolean;
  readonly draft: StaffDraft;
  readonly invalid: ReadonlyArray<StaffDraftField>;
  readonly note: StaffAccountsNote | null;
  /** The account just added with its password: held only until dismissed, never read again. */
  readonly added: { readonly name: string; readonly email: string; readonly password: string } | null;
}

export type StaffAccountsEvent =
  | { type: 'accounts.reload' }
  | { type: 'accounts.add' }
  | { type: 'accounts.cancel' }
  | { type: 'accounts.save' }
  | { type: 'draft.text'; field: 'email' | 'name'; value: string }
  | { type: 'draft.role'; role: StaffRole; on: boolean }
  | { type: 'draft.site'; site: string; on: boolean }
  | { type: 'draft.everySite'; on: boolean }
  | { type: 'added.dismiss' };

const emptyDraft: StaffDraft = { email: '', name: '', roles: [], sites: [], everySite: false };

const toggled = <A>(list: ReadonlyArray<A>, item: A, on: boolean): A[] => (on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item));

/** The draft as the server's request, or the fields it refuses, in the form's order. */
export const checkStaffDraft = (draft: StaffDraft): { request: AddStaffRequest } | { invalid: StaffDraftField[] } => {
  const decoded = decode(AddStaffRequest, {
    email: draft.email.trim(), name: draft.name.trim(), roles: draft.roles, sites: draft.everySite ? null : draft.sites,
  });
  if (E.isRight(decoded)) return { request: decoded.right };
  const named = new Set(decoded.left.issues.map((issue) => issue.path.split('.')[0]));
  return { invalid: draftFields.filter((field) => named.has(field)) };
};

const requestOf = (context: StaffAccountsContext): AddStaffRequest => {
  const checked = checkStaffDraft(context.draft);
  if (!('request' in checked)) throw new Error('saving a draft the guard refused');
  return checked.request;
};

const invalidOf = (context: StaffAccountsContext): StaffDraftField[] => {
  const checked = checkStaffDraft(context.draft);
  return 'invalid' in checked ? checked.invalid : [];
};

/**
 * The console's staff accounts (issue 14, site admins): the staff on the admin's sites, and a new member added
 * with roles and sites. The password the server made is shown once, then dropped from the context on dismiss.
 */
export const staffAccountsMachine = setup({
  types: {
    context: {} as StaffAccountsContext,
    events: {} as StaffAccountsEvent,
  },
  actors: {
    loadAccounts: promiseNotProvided<StaffAccounts>('loadAccounts'),
    addAccount: promiseNotProvided<AddedStaff, AddStaffRequest>('addAccount'),
  },
  actions: {
    editText: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'draft.text');
        return { ...context.draft, [event.field]: event.value };
      },
    }),
    toggleRole: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'draft.role');
        return { ...context.draft, roles: toggled(context.draft.roles, event.role, event.on) };
      },
    }),
    toggleSite: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'draft.site');
        return { ...context.draft, sites: toggled(context.draft.sites, event.site, event.on) };
      },
    }),
    toggleEverySite: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'draft.everySite');
        return { ...context.draft, everySite: event.on };
      },
    }),
    startDraft: assign({ draft: emptyDraft, invalid: [], note: null }),
    markInvalid: assign({ invalid: ({ context }) => invalidOf(context), note: null }),
    forgetPassword: assign({ added: null }),
  },
  guards: {
    draftValid: ({ context }) => 'request' in checkStaffDraft(context.draft),
    grantableSite: ({ context, event }) => {
      assertEvent(event, 'draft.site');
      return context.grantable.includes(event.site);
    },
    mayGiveEverySite: ({ context }) => context.everySite,
    duplicate: (_, error: unknown) => answeredWith(error, 409),
  },
}).createMachine({
  id: 'staffAccounts',
  context: { accounts: [], grantable: [], everySite: false, draft: emptyDraft, invalid: [], note: null, added: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: {
          target: 'list',
          actions: assign(({ event }) => ({ accounts: event.output.staff, grantable: event.output.sites, everySite: event.output.everySite })),
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'accounts.reload': 'loading' },
    },
    list: {
      on: {
        'accounts.add': { target: 'adding', actions: 'startDraft' },
        'accounts.reload': 'loading',
      },
    },
    adding: {
      initial: 'editing',
      on: {
        'draft.text': { target: '.editing', actions: 'editText' },
        'draft.role': { target: '.editing', actions: 'toggleRole' },
        'draft.site': { guard: 'grantableSite', target: '.editing', actions: 'toggleSite' },
        'draft.everySite': { guard: 'mayGiveEverySite', target: '.editing', actions: 'toggleEverySite' },
        'accounts.save': [
          { guard: 'draftValid', target: 'saving' },
          { target: '.invalid', actions: 'markInvalid' },
        ],
        'accounts.cancel': 'list',
      },
      states: {
        editing: { entry: assign({ invalid: [] }) },
        invalid: {},
      },
    },
    saving: {
      invoke: {
        id: 'addAccount',
        src: 'addAccount',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'added',
          actions: assign(({ context, event }) => ({ added: { name: context.draft.name.trim(), email: context.draft.email.trim(), password: event.output.password }, draft: emptyDraft })),
        },
        onError: [
          { guard: { type: 'duplicate', params: actorError }, target: 'adding.invalid', actions: assign({ invalid: ['email'], note: 'duplicate' }) },
          { target: 'adding.editing', actions: assign({ note: 'saveFailed' }) },
        ],
      },
    },
    added: {
      on: { 'added.dismiss': { target: 'loading', actions: 'forgetPassword' } },
    },
  },
});
