import * as t from 'io-ts';
import { closed, closedPartial } from '../codec/closed';
import { boundedString, Id, IsoDateTime } from '../codec/primitives';
import { PhotoId, PhotoRejectionReason } from './photo';
import { ReportReason } from './report';

/** What a moderator decides about the open reports on a member (issue 14). */
export const ReportDecision = t.keyof({ dismiss: null, warn: null, remove_photo: null, disable: null, ban: null }, 'ReportDecision');
export type ReportDecision = t.TypeOf<typeof ReportDecision>;
export const reportDecisions = Object.keys(ReportDecision.keys) as ReadonlyArray<ReportDecision>;

/** Why staff did what they did, kept with the event for the audit trail (and told the member in a warning). */
export const StaffReason = boundedString(500, 1);

/** The reported member as a moderator sees them: never their e-mail address or payments. */
export const ReportedMember = t.type({
  id: Id,
  name: t.string,
  site: t.string,
  /** active, disabled, banned, deleted, erased. */
  profileStatus: t.string,
  about: t.string,
  /** Their photos not rejected yet, full size (served by /media to moderators of the site). */
  photos: t.array(t.type({ id: PhotoId, status: t.string, url: t.string })),
});
export type ReportedMember = t.TypeOf<typeof ReportedMember>;

export const OpenReport = t.type({
  id: Id,
  reporterId: Id,
  reporterName: t.string,
  reason: ReportReason,
  note: t.union([t.string, t.null]),
  reportedAt: IsoDateTime,
  /** Reported from inside the two members' conversation: its last messages are shown. */
  conversationId: t.union([Id, t.null]),
});
export type OpenReport = t.TypeOf<typeof OpenReport>;

export const EarlierReport = t.type({ id: Id, reason: ReportReason, reportedAt: IsoDateTime, decision: ReportDecision, resolvedAt: IsoDateTime });
export type EarlierReport = t.TypeOf<typeof EarlierReport>;

/** One message of the conversation a report names (a gift or photo message has no text). */
export const ReportedLine = t.type({ byReported: t.boolean, text: t.string, sentAt: IsoDateTime });
export type ReportedLine = t.TypeOf<typeof ReportedLine>;

export const ReportCase = t.type({ member: ReportedMember, open: t.array(OpenReport), earlier: t.array(EarlierReport), messages: t.array(ReportedLine) });
export type ReportCase = t.TypeOf<typeof ReportCase>;

/** Members with open reports on the staff member's sites, the longest waiting first; `total`: all of them. */
export const ReportQueue = t.type({ cases: t.array(ReportCase), total: t.number });
export type ReportQueue = t.TypeOf<typeof ReportQueue>;

/**
 * A decision on the open reports of `memberId` (the ones the moderator saw: `reportIds`). remove_photo names
 * the photo and the reason its owner reads; every decision names why.
 */
export const ReportDecisionRequest = closedPartial(
  { memberId: Id, reportIds: t.array(Id), decision: ReportDecision, reason: StaffReason },
  { photoId: PhotoId, photoReason: PhotoRejectionReason },
  'ReportDecisionRequest',
);
export type ReportDecisionRequest = t.TypeOf<typeof ReportDecisionRequest>;

export const UnbanRequest = closed({ memberId: Id, reason: StaffReason }, 'UnbanRequest');
export type UnbanRequest = t.TypeOf<typeof UnbanRequest>;

export const BannedMember = t.type({ id: Id, name: t.string, site: t.string, bannedAt: IsoDateTime, reason: t.string, staffName: t.string });
export type BannedMember = t.TypeOf<typeof BannedMember>;
export const BannedList = t.type({ members: t.array(BannedMember) });
export type BannedList = t.TypeOf<typeof BannedList>;
