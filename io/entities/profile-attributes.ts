import * as t from 'io-ts';
import { boundedString, CountryCode } from '../codec/primitives';

export const Gender = t.keyof({ male: null, female: null, couple: null, trans: null });
export type Gender = t.TypeOf<typeof Gender>;

export const Sexuality = t.keyof({ hetero: null, gay: null, lesbian: null, bi: null });

export const HairColour = t.keyof({ blond: null, brown: null, black: null, red: null, grey: null, other: null });
export const EyeColour = t.keyof({ blue: null, brown: null, green: null, grey: null, hazel: null });
export const BodyType = t.keyof({ slim: null, average: null, athletic: null, curvy: null, large: null });
export const RelationshipStatus = t.keyof({ single: null, relationship: null, married: null, divorced: null, widowed: null });
export const Tattoos = t.keyof({ none: null, some: null, many: null });
export const SignupReason = t.keyof({ dating: null, friendship: null, relationship: null, adventure: null, chat: null });

/** The profile interest icons of spec §1, as stable ids (the view translates them). */
export const InterestTag = t.keyof({
  adventure: null, anal_sex: null, animals: null, art: null, astrology: null, barbecue: null, beach: null,
  beer: null, biking: null, bondage: null, coffee: null, cooking: null, dancing: null, exchanging_pictures: null,
  fashion: null, foodie: null, gardening: null, gym: null, hiking: null, hugging: null, kissing: null,
  lingerie: null, massages: null, masturbating: null, movies: null, music: null, one_night_stand: null,
  oral_sex: null, outdoors: null, party: null, photography: null, politics: null, public_sex: null,
  reading: null, relationship: null, sadomasochism: null, safe_sex: null, sex: null, sex_toys: null,
  shopping: null, sports: null, sushi: null, tattoos: null, tea: null, theater: null, threesome: null,
  travelling: null, vegetarian: null, video_games: null, wine: null,
});
export type InterestTag = t.TypeOf<typeof InterestTag>;

/** A region or city name. */
export const PlaceName = boundedString(100);

export const LivingArea = t.type({ country: CountryCode, region: PlaceName, city: PlaceName });
export type LivingArea = t.TypeOf<typeof LivingArea>;

/**
 * The spec §3 traits a member may state and a site may show or hide: `settings.visible_profile_fields`
 * names them. Gender, age, living area and interests are not among them: every card shows those.
 */
export const profileTraits = {
  sexuality: Sexuality,
  hair_colour: HairColour,
  eye_colour: EyeColour,
  body_type: BodyType,
  relationship_status: RelationshipStatus,
  tattoos: Tattoos,
  reason: SignupReason,
};
export const ProfileTraits = t.partial(profileTraits);
export type ProfileTraits = t.TypeOf<typeof ProfileTraits>;

export const ProfileTraitName = t.keyof(profileTraits);
export type ProfileTraitName = t.TypeOf<typeof ProfileTraitName>;

/** Every attribute of spec §3 a member edits on /profile; each may be missing (not stated yet, or not sent). */
export const profileAttributes = { gender: Gender, ...profileTraits, living_area: LivingArea, interests: t.array(InterestTag) };
export const ProfileAttributes = t.partial(profileAttributes);
export type ProfileAttributes = t.TypeOf<typeof ProfileAttributes>;
