import * as t from 'io-ts';
import { CountryCode, Id, NonNegativeInt } from '../codec/primitives';
import { MainImage } from './user';
import { Gender } from './profile-attributes';

/**
 * A fictional profile must carry its disclosure: the codec makes a fictional member without one
 * undecodable, so no screen can receive it.
 */
export const FictionalDisclosure = t.union([
  t.type({ fictional: t.literal(false) }),
  t.type({ fictional: t.literal(true), fictional_warning: t.string }),
]);

/** Another member as cards, chats and likes show them. */
export const MemberSummary = t.intersection([
  t.type({
    id: Id,
    name: t.string,
    age: NonNegativeInt,
    gender: Gender,
    country: CountryCode,
    region: t.string,
    main_image: t.union([MainImage, t.null]),
  }),
  FictionalDisclosure,
]);
export type MemberSummary = t.TypeOf<typeof MemberSummary>;

/** A profile returned by GET /api/auto-like.php for the new-like match modal. */
export const AutoLikeProfile = t.type({ id: Id, main_image: t.type({ match: t.string }) });
export type AutoLikeProfile = t.TypeOf<typeof AutoLikeProfile>;
