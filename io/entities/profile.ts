import * as t from 'io-ts';
import { closed, closedPartial } from '../codec/closed';
import { Id, IdFromString, NonNegativeInt } from '../codec/primitives';
import { FictionalDisclosure } from './member';
import { Gender, InterestTag, LivingArea, profileAttributes, ProfileTraits } from './profile-attributes';
import { MainImage } from './user';

export const maxAboutLength = 2000;
/** Interests are a choice, not a list of everything: the profile shows them all as icons. */
export const maxInterests = 20;

// C0 controls and DEL, except tab (0x09) and newline (0x0a): the about text is multi-line. A carriage
// return is refused too: a textarea's value separates lines with \n alone.
const isRefusedControl = (code: number): boolean => (code <= 0x1f && code !== 0x09 && code !== 0x0a) || code === 0x7f;

/** "About me": multi-line text of at most 2,000 characters, without control characters other than newline and tab. */
export const AboutText = t.refinement(
  t.string,
  (s) => {
    if (s.length > maxAboutLength) return false;
    for (let i = 0; i < s.length; i += 1) if (isRefusedControl(s.charCodeAt(i))) return false;
    return true;
  },
  'AboutText',
);

/** The fields a member edits on /profile: the spec §3 attributes and the about text. */
export const profileFields = { ...profileAttributes, about: AboutText };

/**
 * PUT /api/profile.php: only the fields sent change; a living area is sent whole (its region belongs to
 * its country). The server checks what the codec cannot: country of the site, region of the country,
 * interests without duplicates and at most `maxInterests`.
 */
export const ProfileEdit = closedPartial({}, { ...profileFields, living_area: closed(LivingArea.props, 'LivingArea') }, 'ProfileEdit');
export type ProfileEdit = t.TypeOf<typeof ProfileEdit>;

/** What every profile shows, the own one and another member's. */
const profileBasics = {
  id: Id,
  name: t.string,
  age: NonNegativeInt,
  gender: Gender,
  living_area: LivingArea,
  interests: t.array(InterestTag),
};

/**
 * The member's own profile (GET and PUT /api/profile.php): every attribute, stated or not, the about text,
 * and whether invisible mode is on (the settings screen shows its switch from here; PUT /api/invisible.php sets it).
 */
export const MyProfile = t.intersection([
  t.type({
    ...profileBasics,
    about: t.string,
    invisible: t.boolean,
  }),
  ProfileTraits,
]);
export type MyProfile = t.TypeOf<typeof MyProfile>;

/** GET /api/member.php?id= */
export const MemberQuery = closed({ id: IdFromString }, 'MemberQuery');

/**
 * Another member as their profile page shows them to this viewer: the traits the site's
 * `visible_profile_fields` name (the others are absent), the about text only where the site shows
 * notes (`visible_profile_notes`), and a fictional profile always with its disclosure (it does not
 * decode without one). `liked_by_viewer` / `likes_viewer`: the likes between them (false for a visitor).
 */
export const MemberProfile = t.intersection([
  t.type({
    ...profileBasics,
    paid_user: t.boolean,
    main_image: t.union([MainImage, t.null]),
    liked_by_viewer: t.boolean,
    likes_viewer: t.boolean,
  }),
  ProfileTraits,
  t.partial({ about: t.string }),
  FictionalDisclosure,
]);
export type MemberProfile = t.TypeOf<typeof MemberProfile>;
