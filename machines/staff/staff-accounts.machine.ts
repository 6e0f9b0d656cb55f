import * as E from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import type { StaffRole } from '../../io/entities/staff';
import { AddStaffRequest, UpdateStaffRequest, type AddedStaff, type RemoveStaffRequest, type StaffAccount, type StaffAccounts } from '../../io/entities/staff-accounts';
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

/** Why the form or the list came back: the address is staff already, a save failed otherwise, or a removal did. */
export type StaffAccountsNote = 'duplicate' | 'saveFailed' | 'removeFailed';

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
  /** The account being edited (its roles and sites in `draft`) or asked to be removed. */
  readonly chosen: StaffAccount | null;
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
  | { type: 'added.dismiss' }
  | { type: 'account.edit'; staffId: number }
  | { type: 'account.remove'; staffId: number }
  | { type: 'removal.confirm' };

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

/** An edited account's draft as the server's request, or the fields it refuses (its roles or sites). */
export const checkAccessDraft = (staffId: number, draft: StaffDraft): { request: UpdateStaffRequest } | { invalid: StaffDraftField[] } => {
  const decoded = decode(UpdateStaffRequest, { staffId, roles: draft.roles, sites: draft.everySite ? null : draft.sites });
  if (E.isRight(decoded)) return { request: decoded.right };
  const named = new Set(decoded.left.issues.map((issue) => issue.path.split('.')[0]));
  return { invalid: draftFields.filter((field) => named.has(field)) };
};

const accessCheckOf = (context: StaffAccountsContext) => checkAccessDraft(context.chosen?.id ?? 0, context.draft);

const chosenOf = (context: StaffAccountsContext): StaffAccount => {
  if (context.chosen === null) throw new Error('no account chosen');
  return context.chosen;
};

const accountOf = (context: StaffAccountsContext, event: StaffAccountsEvent): StaffAccount | undefined =>
  event.type === 'account.edit' || event.type === 'account.remove' ? context.accounts.find((account) => account.id === event.staffId) : undefined;

const checkedAccess = (context: StaffAccountsContext): UpdateStaffRequest => {
  const checked = accessCheckOf(context);
  if (!('request' in checked)) throw new Error('saving an edit the guard refused');
  return checked.request;
};

const requestOf = (context: StaffAccountsContext): AddStaffRequest => {
  const checked = checkStaffDraft(context.draft);
  if (!('request' in checked)) throw new Error('saving a draft the guard refused');
  return checked.request;
};

const invalidOf = (context: StaffAccountsContext): StaffDraftField[] => {
  const checked = context.chosen === null ? checkStaffDraft(context.draft) : accessCheckOf(context);
  return 'invalid' in checked ? checked.invalid : [];
};

// The draft's roles and sites change alike while adding an account and while editing one.
const draftChanges = {
  'draft.role': { target: '.editing', actions: 'toggleRole' },
  'draft.site': { guard: 'grantableSite', target: '.editing', actions: 'toggleSite' },
  'draft.everySite': { guard: 'mayGiveEverySite', target: '.editing', actions: 'toggleEverySite' },
} as const;

/**
 * The console's staff accounts (issue 14, site admins): the staff on the admin's sites, a new member added with
 * roles and sites, an account's roles and sites changed, and an account removed after a confirmation naming it.
 * The password the server made is shown once, then dropped from the context on dismiss.
 */
export const staffAccountsMachine = setup({
  types: {
    context: {} as StaffAccountsContext,
    events: {} as StaffAccountsEvent,
  },
  actors: {
    loadAccounts: promiseNotProvided<StaffAccounts>('loadAccounts'),
    addAccount: promiseNotProvided<AddedStaff, AddStaffRequest>('addAccount'),
    updateAccount: promiseNotProvided<{ ok: true }, UpdateStaffRequest>('updateAccount'),
    removeAccount: promiseNotProvided<{ ok: true }, RemoveStaffRequest>('removeAccount'),
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
    startDraft: assign({ draft: emptyDraft, invalid: [], note: null, chosen: null }),
    startEdit: assign(({ context, event }) => {
      const chosen = accountOf(context, event) ?? null;
      const sites = chosen?.sites ?? null;
      return { chosen, invalid: [], note: null, draft: { ...emptyDraft, roles: chosen?.roles ?? [], sites: sites ?? [], everySite: sites === null } };
    }),
    chooseForRemoval: assign(({ context, event }) => ({ chosen: accountOf(context, event) ?? null, note: null })),
    forgetChosen: assign({ chosen: null }),
    markInvalid: assign({ invalid: ({ context }) => invalidOf(context), note: null }),
    forgetPassword: assign({ added: null }),
  },
  guards: {
    draftValid: ({ context }) => 'request' in checkStaffDraft(context.draft),
    accessValid: ({ context }) => 'request' in accessCheckOf(context),
    listed: ({ context, event }) => accountOf(context, event) !== undefined,
    grantableSite: ({ context, event }) => {
      assertEvent(event, 'draft.site');
      return context.grantable.includes(event.site);
    },
    mayGiveEverySite: ({ context }) => context.everySite,
    duplicate: (_, error: unknown) => answeredWith(error, 409),
  },
}).createMachine({
  id: 'staffAccounts',
  context: { accounts: [], grantable: [], everySite: false, draft: emptyDraft, invalid: [], note: null, added: null, chosen: null },
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
        'account.edit': { guard: 'listed', target: 'editing', actions: 'startEdit' },
        'account.remove': { guard: 'listed', target: 'confirmingRemoval', actions: 'chooseForRemoval' },
      },
    },
    editing: {
      initial: 'editing',
      on: {
        ...draftChanges,
        'accounts.save': [
          { guard: 'accessValid', target: 'updating' },
          { target: '.invalid', actions: 'markInvalid' },
        ],
        'accounts.cancel': { target: 'list', actions: 'forgetChosen' },
      },
      states: {
        editing: { entry: assign({ invalid: [] }) },
        invalid: {},
      },
    },
    updating: {
      invoke: {
        id: 'updateAccount',
        src: 'updateAccount',
        input: ({ context }) => ({ ...checkedAccess(context), staffId: chosenOf(context).id }),
        onDone: { target: 'loading', actions: 'forgetChosen' },
        onError: { target: 'editing.editing', actions: assign({ note: 'saveFailed' }) },
      },
    },
    confirmingRemoval: {
      on: {
        'removal.confirm': 'removing',
        'accounts.cancel': { target: 'list', actions: 'forgetChosen' },
      },
    },
    removing: {
      invoke: {
        id: 'removeAccount',
        src: 'removeAccount',
        input: ({ context }) => ({ staffId: chosenOf(context).id }),
        onDone: { target: 'loading', actions: 'forgetChosen' },
        onError: { target: 'list', actions: assign({ note: 'removeFailed', chosen: null }) },
      },
    },
    adding: {
      initial: 'editing',
      on: {
        'draft.text': { target: '.editing', actions: 'editText' },
        ...draftChanges,
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
