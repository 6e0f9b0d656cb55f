import { isLeft } from 'fp-ts/Either';
import { decode, firstField } from '../../io/codec/decode';
import { maxInterests, ProfileEdit, type MyProfile } from '../../io/entities/profile';
import type { InterestTag, ProfileTraitName } from '../../io/entities/profile-attributes';

/** A list that names every member of T: one left out is a compile error (a trait added to the codec gets its field). */
const listingEvery =
  <T extends string>() =>
  <L extends ReadonlyArray<T>>(list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : never)): L =>
    list;

/** The attributes chosen from a fixed list (spec §3), in the form's order: gender and every trait. */
export const choiceFields = listingEvery<'gender' | ProfileTraitName>()([
  'gender', 'sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos', 'reason',
] as const);
export type ChoiceField = (typeof choiceFields)[number];

/** A field of the /profile form, as an error names it. */
export type ProfileField = ChoiceField | 'region' | 'interests' | 'about';

/**
 * What the member changed and has not saved yet, as the form holds it (strings, checked when saved).
 * Absent: unchanged since the profile was loaded or last saved.
 */
export interface ProfileDraft {
  readonly choices: Readonly<Partial<Record<ChoiceField, string>>>;
  readonly region?: string;
  readonly interests?: ReadonlyArray<InterestTag>;
  readonly about?: string;
}

export const emptyDraft: ProfileDraft = { choices: {} };

const isChoiceField = (name: string): name is ChoiceField => (choiceFields as ReadonlyArray<string>).includes(name);

/** The form field an io-ts path of ProfileEdit (the codec's, or a server's 400 `field`) names; null when none does. */
export const fieldOfPath = (path: string): ProfileField | null => {
  const [head = ''] = path.split('.');
  if (head === 'living_area') return 'region';
  if (head === 'interests' || head === 'about') return head;
  return isChoiceField(head) ? head : null;
};

const sameInterests = (a: ReadonlyArray<InterestTag>, b: ReadonlyArray<InterestTag>): boolean =>
  a.length === b.length && a.every((tag) => b.includes(tag));

/** The request body of the draft: only the fields whose value differs from the profile (not yet checked). */
export const changesOf = (profile: MyProfile, draft: ProfileDraft): Record<string, unknown> => {
  const changes: Record<string, unknown> = {};
  for (const field of choiceFields) {
    const value = draft.choices[field];
    if (value !== undefined && value !== profile[field]) changes[field] = value;
  }
  if (draft.region !== undefined && draft.region !== profile.living_area.region) changes.living_area = { ...profile.living_area, region: draft.region };
  if (draft.interests !== undefined && !sameInterests(draft.interests, profile.interests)) changes.interests = draft.interests;
  if (draft.about !== undefined && draft.about !== profile.about) changes.about = draft.about;
  return changes;
};

export type DraftCheck = { readonly valid: true; readonly edit: ProfileEdit } | { readonly valid: false; readonly field: ProfileField };

/** The draft checked with the request's own codec before it is sent, plus the interest limit the server enforces. */
export const checkDraft = (profile: MyProfile, draft: ProfileDraft): DraftCheck => {
  const decoded = decode(ProfileEdit, changesOf(profile, draft));
  // A path no form field owns cannot come from this form's changes; it is reported on the about text, the last field.
  if (isLeft(decoded)) return { valid: false, field: fieldOfPath(firstField(decoded.left)) ?? 'about' };
  if ((decoded.right.interests?.length ?? 0) > maxInterests) return { valid: false, field: 'interests' };
  return { valid: true, edit: decoded.right };
};

/** The draft's choice, else the saved one ('' when not stated). */
export const shownChoice = (profile: MyProfile, draft: ProfileDraft, field: ChoiceField): string => draft.choices[field] ?? profile[field] ?? '';
