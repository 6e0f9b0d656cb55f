import * as t from 'io-ts';
import { closed } from '../codec/closed';
import { boundedString, Id, IsoDateTime } from '../codec/primitives';
import { GiftId } from './gift';
import { Locale } from './locale';

/**
 * The conversation desk (issue 14): desk staff answer members' messages to the profiles a site operates
 * (fictional, spec §1). What they see of a member is their public profile and the conversation with that
 * profile: never an e-mail address, payments, or a conversation between two real members.
 */
export const DeskProfile = t.type({
  id: Id,
  name: t.string,
  age: t.number,
  gender: t.string,
  city: t.string,
  country: t.string,
  about: t.string,
});
export type DeskProfile = t.TypeOf<typeof DeskProfile>;

/** A member waiting for an answer, in the language the answer should be written in. */
export const DeskMember = t.intersection([DeskProfile, t.type({ language: Locale })]);
export type DeskMember = t.TypeOf<typeof DeskMember>;

/** Who is writing an answer now, and until when the claim holds without an answer. */
export const DeskClaim = t.type({ staffName: t.string, mine: t.boolean, until: IsoDateTime });
export type DeskClaim = t.TypeOf<typeof DeskClaim>;

/** One conversation waiting for the operated profile's answer, oldest waiting first. */
export const DeskWaiting = t.type({
  conversationId: Id,
  site: t.string,
  /** When the first unanswered message of the member was sent. */
  waitingSince: IsoDateTime,
  unanswered: t.number,
  profile: DeskProfile,
  member: DeskMember,
  claim: t.union([DeskClaim, t.null]),
});
export type DeskWaiting = t.TypeOf<typeof DeskWaiting>;

export const DeskQueue = t.type({ waiting: t.array(DeskWaiting), total: t.number });
export type DeskQueue = t.TypeOf<typeof DeskQueue>;

/** A line of the conversation: by the member or by the profile (a desk answer names no staff here). */
export const DeskLine = t.type({ id: Id, byProfile: t.boolean, text: t.string, gift: t.union([GiftId, t.null]), photo: t.boolean, sentAt: IsoDateTime });
export type DeskLine = t.TypeOf<typeof DeskLine>;

/** A claimed conversation: what the desk writes an answer from. */
export const DeskConversation = t.type({ waiting: DeskWaiting, lines: t.array(DeskLine), maxLength: t.number });
export type DeskConversation = t.TypeOf<typeof DeskConversation>;

export const DeskClaimRequest = closed({ conversationId: Id }, 'DeskClaimRequest');
export type DeskClaimRequest = t.TypeOf<typeof DeskClaimRequest>;

/** The answer, at most the site's message length (checked by the server against the site's setting). */
export const DeskAnswerRequest = closed({ conversationId: Id, text: boundedString(5000, 1) }, 'DeskAnswerRequest');
export type DeskAnswerRequest = t.TypeOf<typeof DeskAnswerRequest>;
