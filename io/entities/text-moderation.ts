import * as t from 'io-ts';
import { closed } from '../codec/closed';
import { boundedText, Id, IsoDateTime, NonNegativeInt } from '../codec/primitives';
import { AboutText } from './profile';
import { signupFormFields } from './signup';

/** The member texts moderators review (issue 14): the name chosen at signup and the about text. */
export const TextField = t.keyof({ name: null, about: null }, 'TextField');
export type TextField = t.TypeOf<typeof TextField>;

/** Why a text waits for a moderator: an e-mail address, a phone number, a link, or a word of the site's list. */
export const TextRule = t.keyof({ email: null, phone: null, link: null, word: null }, 'TextRule');
export type TextRule = t.TypeOf<typeof TextRule>;
export const textRules = Object.keys(TextRule.keys) as ReadonlyArray<TextRule>;

/** Where a rule matched: [start, end) in UTF-16 code units of the text, as a JavaScript string counts them. */
export const TextMatch = t.type({ rule: TextRule, start: NonNegativeInt, end: NonNegativeInt });
export type TextMatch = t.TypeOf<typeof TextMatch>;

/** A flagged text as the queue shows it: each match also with the part of the text it covers. */
export const FlaggedText = t.type({
  memberId: Id,
  memberName: t.string,
  site: t.string,
  field: TextField,
  text: t.string,
  /** The rules that matched, in the order of textRules, each once. */
  flags: t.array(TextRule),
  matches: t.array(t.intersection([TextMatch, t.type({ part: t.string })])),
  flaggedAt: IsoDateTime,
});
export type FlaggedText = t.TypeOf<typeof FlaggedText>;

/** Flagged texts on the staff member's sites, the longest waiting first; `total`: all of them. */
export const TextQueue = t.type({ texts: t.array(FlaggedText), total: t.number });
export type TextQueue = t.TypeOf<typeof TextQueue>;

/** Why a moderator changed a member's text: the member reads it in their own language. */
export const TextEditReason = t.keyof({ contact_details: null, link: null, offensive_words: null, advertising: null }, 'TextEditReason');
export type TextEditReason = t.TypeOf<typeof TextEditReason>;
export const textEditReasons = Object.keys(TextEditReason.keys) as ReadonlyArray<TextEditReason>;

/** At most as long as the longest text reviewed (an about text, 2,000 characters). */
const ReviewedText = boundedText(2000);

/** `text`: the text the moderator saw; one that changed meanwhile answers 409. */
export const TextApproveRequest = closed({ memberId: Id, field: TextField, text: ReviewedText }, 'TextApproveRequest');
export type TextApproveRequest = t.TypeOf<typeof TextApproveRequest>;

/**
 * The text the moderator saw (`text`) replaced by `replacement`, with the reason the member is mailed. The
 * server checks the replacement by the field's own rule (a name of 2–40 characters on one line, an about text)
 * and that it differs from the text: an unchanged text is an approval.
 */
export const TextEditRequest = closed({ memberId: Id, field: TextField, text: ReviewedText, replacement: ReviewedText, reason: TextEditReason }, 'TextEditRequest');
export type TextEditRequest = t.TypeOf<typeof TextEditRequest>;

/**
 * A moderator's replacement as it is stored, or null when the field cannot hold it: a name is trimmed and, as
 * at signup, 2–40 characters on one line; an about text is taken as a member may write it (empty included).
 * The console checks a draft with it before sending; the account's decider decides with it.
 */
export const acceptedReplacement = (field: TextField, replacement: string): string | null => {
  if (field === 'name') {
    const name = replacement.trim();
    return signupFormFields.name.is(name) ? name : null;
  }
  return AboutText.is(replacement) ? replacement : null;
};
