import { AboutText, maxInterests, type ProfileEdit } from '../../../io/entities/profile';
import { PlaceName, type LivingArea } from '../../../io/entities/profile-attributes';
import { accept, reject, type Decision } from '../../events/decision';
import { regionsOf } from '../reference/regions';
import { ProfileChanges, type AccountEvent, type ProfileState } from './events';
import { flaggedTextEvents } from './text-review';

/** The field of an edit that cannot be recorded, as the request's io-ts path names it. */
export type InvalidProfileField = { readonly field: 'living_area.country' | 'living_area.region' | 'living_area.city' | 'interests' | 'about' };

export interface EditProfileData {
  readonly changes: ProfileEdit;
  /** The countries of the site the member edits on (its settings): a living area elsewhere is refused. */
  readonly siteCountries: ReadonlyArray<string>;
  /** The site's word list a new about text is checked with (absent: none; the other text rules apply regardless). */
  readonly flaggedWords?: ReadonlyArray<string>;
  readonly at: Date;
}

/** A country without regions in the data set has no region to choose: its region is ''. */
const isRegionOf = (country: string, region: string): boolean => {
  const regions = regionsOf(country) ?? [];
  return regions.length === 0 ? region === '' : regions.includes(region);
};

const livingAreaProblem = (area: LivingArea, siteCountries: ReadonlyArray<string>): InvalidProfileField | undefined => {
  if (!siteCountries.includes(area.country)) return { field: 'living_area.country' };
  if (!isRegionOf(area.country, area.region)) return { field: 'living_area.region' };
  if (!PlaceName.is(area.city)) return { field: 'living_area.city' };
  return undefined;
};

/** The first field that breaks a rule, in the order the form shows them. */
export const profileEditProblem = ({ changes, siteCountries }: EditProfileData): InvalidProfileField | undefined => {
  const { living_area: area, interests, about } = changes;
  const areaProblem = area === undefined ? undefined : livingAreaProblem(area, siteCountries);
  if (areaProblem !== undefined) return areaProblem;
  if (interests !== undefined && (interests.length > maxInterests || new Set(interests).size !== interests.length)) return { field: 'interests' };
  if (about !== undefined && !AboutText.is(about)) return { field: 'about' };
  return undefined;
};

/** Key order differs between a request and a stored (jsonb) value: compare with keys sorted. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

const fields = Object.keys(ProfileChanges.props).filter((key): key is keyof ProfileChanges => key in ProfileChanges.props);

/** The fields of `edit` whose value differs from the profile's: an edit that changes nothing records nothing. */
const changesOf = (edit: ProfileChanges, profile: ProfileState): ProfileChanges => {
  const changes: ProfileChanges = {};
  const keepIfChanged = <K extends keyof ProfileChanges>(key: K, next: ProfileChanges[K]): void => {
    if (next !== undefined && canonical(next) !== canonical(profile[key])) changes[key] = next;
  };
  for (const key of fields) keepIfChanged(key, edit[key]);
  return changes;
};

/**
 * Partial and idempotent: only the fields sent, and of those only the ones that change, are recorded. A new
 * about text the rules flag waits for a moderator (TextFlagged), checked against where the member lives then.
 */
export const editProfile = (
  data: EditProfileData,
  state: { readonly memberId: number; readonly profile: ProfileState },
): Decision<AccountEvent, InvalidProfileField> => {
  const problem = profileEditProblem(data);
  if (problem !== undefined) return reject(problem);
  const changes = changesOf(data.changes, state.profile);
  if (Object.keys(changes).length === 0) return accept();
  const country = (changes.living_area ?? state.profile.living_area)?.country ?? '';
  return accept(
    { type: 'ProfileEdited', data: { memberId: state.memberId, changes, editedAt: data.at.toISOString() } },
    ...(changes.about === undefined ? [] : flaggedTextEvents('about', changes.about, { memberId: state.memberId, country, flaggedWords: data.flaggedWords, at: data.at })),
  );
};
