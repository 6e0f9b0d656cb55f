import * as t from 'io-ts';
import { closedPartial } from '../codec/closed';
import { Id } from '../codec/primitives';

/** Why a member reports a profile: a closed set the operator's console sorts by. */
export const ReportReason = t.keyof(
  { fake_profile: null, inappropriate_photos: null, harassment: null, spam: null, underage: null, other: null },
  'ReportReason',
);
export type ReportReason = t.TypeOf<typeof ReportReason>;

export const maxReportNoteLength = 2000;

// Multi-line free text: tab and line breaks are allowed, every other C0 control character and DEL refused
// (a NUL would reach PostgreSQL as an error).
const isAllowedInText = (code: number): boolean => code === 0x09 || code === 0x0a || code === 0x0d || (code > 0x1f && code !== 0x7f);

const isMultilineText = (s: string): boolean => {
  for (let i = 0; i < s.length; i += 1) if (!isAllowedInText(s.charCodeAt(i))) return false;
  return true;
};

const ReportNote = t.refinement(t.string, (s) => s.length <= maxReportNoteLength && isMultilineText(s), `multilineText(0..${maxReportNoteLength})`);

/** `conversation_id`: reported from inside the two members' conversation; staff may then read its last messages. */
export const ReportRequest = closedPartial({ member_id: Id, reason: ReportReason }, { note: ReportNote, conversation_id: Id }, 'ReportRequest');
export type ReportRequest = t.TypeOf<typeof ReportRequest>;
