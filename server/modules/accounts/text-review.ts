import { acceptedReplacement, type TextEditReason, type TextField } from '../../../io/entities/text-moderation';
import { accept, reject, type Decision } from '../../events/decision';
import { flagText } from '../texts/rules';
import type { AccountEvent, AccountState } from './events';

type Registered = Extract<AccountState, { status: 'registered' }>;

/** What the rules need besides the text: where the member lives and the site's word list (absent: none). */
export interface TextReviewContext {
  readonly memberId: number;
  readonly country: string;
  readonly flaggedWords: ReadonlyArray<string> | undefined;
  readonly at: Date;
}

/** TextFlagged for a text just saved, when the rules flag it; none otherwise. */
export const flaggedTextEvents = (field: TextField, text: string, context: TextReviewContext): AccountEvent[] => {
  const { flags, matches } = flagText(text, { country: context.country, words: context.flaggedWords ?? [] });
  if (flags.length === 0) return [];
  return [{ type: 'TextFlagged', data: { memberId: context.memberId, field, text, flags: [...flags], matches: [...matches], flaggedAt: context.at.toISOString() } }];
};

/** A moderator's decision names the text they saw: a text the member changed meanwhile (or decided already) is not decided. */
interface TextDecisionData {
  readonly field: TextField;
  readonly seen: string;
  readonly staffId: number;
  readonly at: Date;
}

export interface TextEditData extends TextDecisionData {
  readonly replacement: string;
  readonly reason: TextEditReason;
}

export type TextReviewRejection = 'text_changed' | 'replacement_invalid';

type TextDecision = Decision<AccountEvent, TextReviewRejection>;

const isCurrent = (state: Registered, { field, seen }: TextDecisionData): boolean => state.flaggedTexts[field] === seen;

export const approveText = (data: TextDecisionData, state: Registered): TextDecision =>
  isCurrent(state, data)
    ? accept({ type: 'TextApproved', data: { memberId: state.memberId, field: data.field, text: data.seen, staffId: data.staffId, approvedAt: data.at.toISOString() } })
    : reject('text_changed');

/** An unchanged text is no edit (the moderator approves it instead). */
export const editText = (data: TextEditData, state: Registered): TextDecision => {
  if (!isCurrent(state, data)) return reject('text_changed');
  const text = acceptedReplacement(data.field, data.replacement);
  if (text === null || text === data.seen) return reject('replacement_invalid');
  return accept({
    type: 'TextEdited',
    data: { memberId: state.memberId, field: data.field, text, staffId: data.staffId, reason: data.reason, editedAt: data.at.toISOString() },
  });
};
