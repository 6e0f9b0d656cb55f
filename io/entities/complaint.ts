import * as t from 'io-ts';
import { closed, closedPartial } from '../codec/closed';
import { boundedText, Id, IsoDateTime } from '../codec/primitives';
import { Locale } from './locale';

/** Which complaints support lists: the open ones (the queue, oldest first) or the answered ones (newest answer first). */
export const ComplaintListQuery = closedPartial({}, { show: t.keyof({ open: null, answered: null }) }, 'ComplaintListQuery');
export type ComplaintListQuery = t.TypeOf<typeof ComplaintListQuery>;
export type ComplaintShow = NonNullable<ComplaintListQuery['show']>;

/** Support's answer as the complainant was mailed it, and who wrote it. */
export const ComplaintAnswer = t.type({ text: t.string, staffName: t.string, answeredAt: IsoDateTime });

/** A complaint from /complaints as support reads it (issue 14): who wrote, in which language to answer, and any answer. */
export const StaffComplaint = t.type({
  number: Id,
  reference: t.string,
  site: t.string,
  name: t.string,
  email: t.string,
  subject: t.string,
  message: t.string,
  language: Locale,
  /** The member who was logged in when they wrote; null for a visitor. */
  memberId: t.union([Id, t.null]),
  submittedAt: IsoDateTime,
  answer: t.union([ComplaintAnswer, t.null]),
});
export type StaffComplaint = t.TypeOf<typeof StaffComplaint>;

/** A page of complaints and how many there are of that kind on the staff member's sites. */
export const ComplaintList = t.type({ complaints: t.array(StaffComplaint), total: t.number });
export type ComplaintList = t.TypeOf<typeof ComplaintList>;

/** The answer, mailed to the complainant in the complaint's language; blank only is refused on `answer`. */
export const ComplaintAnswerRequest = closed({ number: Id, answer: boundedText(5000, 1) }, 'ComplaintAnswerRequest');
export type ComplaintAnswerRequest = t.TypeOf<typeof ComplaintAnswerRequest>;
