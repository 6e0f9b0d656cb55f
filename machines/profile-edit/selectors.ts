import type { SnapshotFrom } from 'xstate';
import { shownChoice, type ChoiceField } from './draft';
import type { profileEditMachine } from './profile-edit.machine';

type ProfileEditSnapshot = SnapshotFrom<typeof profileEditMachine>;

const none: ReadonlyArray<never> = [];

export const selectIsLoading = (s: ProfileEditSnapshot) => s.matches('loading');
export const selectLoadFailed = (s: ProfileEditSnapshot) => s.matches('loadFailed');
/** The interests to choose from, in the server's order. */
export const selectInterestChoices = (s: ProfileEditSnapshot) => s.context.form?.interests ?? none;
/** The regions of the member's country. */
export const selectRegions = (s: ProfileEditSnapshot) => s.context.form?.regions ?? none;
/** The value a choice field shows: the unsaved edit, else the saved value, '' when not stated. */
export const selectChoice = (field: ChoiceField) => (s: ProfileEditSnapshot) =>
  s.context.form === null ? '' : shownChoice(s.context.form.profile, s.context.draft, field);
export const selectRegion = (s: ProfileEditSnapshot) => s.context.draft.region ?? s.context.form?.profile.living_area.region ?? '';
/** The interests chosen (same array until it changes). */
export const selectChosenInterests = (s: ProfileEditSnapshot) => s.context.draft.interests ?? s.context.form?.profile.interests ?? none;
export const selectAbout = (s: ProfileEditSnapshot) => s.context.draft.about ?? s.context.form?.profile.about ?? '';
export const selectIsSaving = (s: ProfileEditSnapshot) => s.hasTag('busy');
export const selectSaved = (s: ProfileEditSnapshot) => s.matches({ editing: 'saved' });
export const selectSaveFailed = (s: ProfileEditSnapshot) => s.matches({ editing: 'failed' });
/** The field a save refused, shown at that field; null when none. */
export const selectInvalidField = (s: ProfileEditSnapshot) => (s.matches({ editing: 'invalid' }) ? s.context.invalidField : null);
/** Whether saving is possible now (the view asks the machine). */
export const selectCanSave = (s: ProfileEditSnapshot) => s.can({ type: 'profile.save' });
