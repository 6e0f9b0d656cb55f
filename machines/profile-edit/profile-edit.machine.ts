import { assertEvent, assign, setup } from 'xstate';
import type { MyProfile, ProfileEdit } from '../../io/entities/profile';
import type { InterestTag } from '../../io/entities/profile-attributes';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { checkDraft, emptyDraft, fieldOfPath, type ChoiceField, type ProfileDraft, type ProfileField } from './draft';

/** What the form needs before it shows: the profile, the interests to choose from, the regions of the member's country. */
export interface ProfileForm {
  readonly profile: MyProfile;
  readonly interests: ReadonlyArray<InterestTag>;
  readonly regions: ReadonlyArray<string>;
}

export interface ProfileEditContext {
  readonly form: ProfileForm | null;
  readonly draft: ProfileDraft;
  /** The field the last save attempt refused (state editing.invalid). */
  readonly invalidField: ProfileField | null;
}

export type ProfileEditEvent =
  | { type: 'profile.choose'; field: ChoiceField; value: string }
  | { type: 'profile.region'; region: string }
  | { type: 'profile.interest'; tag: InterestTag; chosen: boolean }
  | { type: 'profile.about'; text: string }
  | { type: 'profile.save' }
  | { type: 'profile.retry' };

/** A save refused with 400 invalid_input naming a field of the form: that field, else null. */
const refusedField = (error: unknown): ProfileField | null => {
  const failure = httpFailureOf(error);
  if (failure.kind !== 'http' || failure.status !== 400 || failure.body?.error !== 'invalid_input') return null;
  return fieldOfPath(failure.body.field ?? '');
};

const withInterest = (current: ReadonlyArray<InterestTag>, tag: InterestTag, chosen: boolean): ReadonlyArray<InterestTag> => {
  const others = current.filter((t) => t !== tag);
  return chosen ? [...others, tag] : others;
};

/**
 * /profile: the member's own profile form. Edits are kept in a draft until saved; the draft is checked
 * with the request codec before it is sent, and a refused or failed save keeps every edit.
 */
export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
  },
  actors: {
    loadProfileForm: promiseNotProvided<ProfileForm>('loadProfileForm'),
    saveProfile: promiseNotProvided<MyProfile, ProfileEdit>('saveProfile'),
  },
  actions: {
    storeForm: assign((_, form: ProfileForm) => ({ form, draft: emptyDraft })),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    choose: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'profile.choose');
        return { ...context.draft, choices: { ...context.draft.choices, [event.field]: event.value } };
      },
    }),
    chooseRegion: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'profile.region');
        return { ...context.draft, region: event.region };
      },
    }),
    toggleInterest: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'profile.interest');
        const current = context.draft.interests ?? context.form?.profile.interests ?? [];
        return { ...context.draft, interests: withInterest(current, event.tag, event.chosen) };
      },
    }),
    writeAbout: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'profile.about');
        return { ...context.draft, about: event.text };
      },
    }),
    markDraftInvalid: assign({
      invalidField: ({ context }) => {
        if (context.form === null) return null;
        const check = checkDraft(context.form.profile, context.draft);
        return check.valid ? null : check.field;
      },
    }),
    markRefused: assign({ invalidField: (_, error: unknown) => refusedField(error) }),
    // The saved profile is what the server now holds: the draft's changes are in it.
    storeSaved: assign(({ context }, profile: MyProfile) => ({
      form: context.form === null ? null : { ...context.form, profile },
      draft: emptyDraft,
      invalidField: null,
    })),
  },
  guards: {
    draftIsInvalid: ({ context }) => context.form !== null && !checkDraft(context.form.profile, context.draft).valid,
    // Only a field of this form is shown at its field; any other failure is the general "not saved".
    namesAField: (_, error: unknown) => refusedField(error) !== null,
  },
}).createMachine({
  id: 'profileEdit',
  context: { form: null, draft: emptyDraft, invalidField: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfileForm',
        src: 'loadProfileForm',
        onDone: { target: 'editing', actions: { type: 'storeForm', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    loadFailed: {
      on: { 'profile.retry': 'loading' },
    },
    editing: {
      initial: 'idle',
      on: {
        'profile.choose': { target: '.idle', actions: 'choose' },
        'profile.region': { target: '.idle', actions: 'chooseRegion' },
        'profile.interest': { target: '.idle', actions: 'toggleInterest' },
        'profile.about': { target: '.idle', actions: 'writeAbout' },
        'profile.save': [{ guard: 'draftIsInvalid', target: '.invalid', actions: 'markDraftInvalid' }, { target: 'saving' }],
      },
      states: {
        idle: {},
        saved: {},
        invalid: {},
        failed: {},
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => {
          const check = context.form === null ? null : checkDraft(context.form.profile, context.draft);
          // saving is entered only when the draft checked valid (guard draftIsInvalid), and nothing changes it meanwhile.
          if (check === null || !check.valid) throw new Error('saving an unchecked draft');
          return check.edit;
        },
        onDone: { target: 'editing.saved', actions: { type: 'storeSaved', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'namesAField', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'editing.invalid',
            actions: { type: 'markRefused', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
          { target: 'editing.failed', actions: { type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
        ],
      },
    },
  },
});
