import * as t from 'io-ts';
import type { MemberProfile, MyProfile } from '../../../io/entities/profile';
import { Gender, InterestTag, ProfileTraits, type ProfileTraitName } from '../../../io/entities/profile-attributes';
import type { Settings } from '../../../io/entities/settings';
import { CountryCode } from '../../../io/codec/primitives';
import { ageOn, checked, mainImageOf, type ProfileRow } from '../members/member-row';

const Interests = t.array(InterestTag);

/** The facts every profile shows, from a row (read-table values were written from decoded events). */
const factsOf = (row: ProfileRow, now: Date) => ({
  id: row.id,
  name: row.name,
  age: ageOn(row.birth_date, now),
  gender: checked(Gender, row.gender, 'gender'),
  living_area: { country: checked(CountryCode, row.country, 'country'), region: row.region, city: row.city },
  interests: checked(Interests, row.interests, 'interests'),
});

const traitsOf = (row: ProfileRow): ProfileTraits => checked(ProfileTraits, row.attributes, 'attributes');

/** Only the traits whose names are listed. */
const onlyTraits = (traits: ProfileTraits, names: ReadonlyArray<ProfileTraitName>): ProfileTraits => {
  const shown: ProfileTraits = {};
  const copy = <K extends ProfileTraitName>(name: K, value: ProfileTraits[K]): void => {
    if (value !== undefined) shown[name] = value;
  };
  for (const name of names) copy(name, traits[name]);
  return shown;
};

/** GET /api/profile.php: everything the member stated. */
export const myProfileOf = (row: ProfileRow, now: Date): MyProfile => ({ ...factsOf(row, now), ...traitsOf(row), about: row.about, invisible: row.invisible });

/** GET /api/member.php: what the site shows of another member; a fictional one with the site's disclosure. */
export const memberProfileOf = (
  row: ProfileRow & { readonly liked_by_viewer: boolean; readonly likes_viewer: boolean },
  settings: Settings,
  now: Date,
): MemberProfile => {
  const base = {
    ...factsOf(row, now),
    ...onlyTraits(traitsOf(row), settings.visible_profile_fields),
    ...(settings.visible_profile_notes ? { about: row.about } : {}),
    paid_user: row.paid_user,
    main_image: mainImageOf(row),
    liked_by_viewer: row.liked_by_viewer,
    likes_viewer: row.likes_viewer,
  };
  return row.fictional
    ? { ...base, fictional: true, fictional_warning: settings.fictional_warning.singular }
    : { ...base, fictional: false };
};
