import type { ReportReason } from '../../../io/entities/report';
import { accept, reject, type Decision } from '../../events/decision';
import type { ReportDecision } from '../../../io/entities/moderation';
import type { ReportedState, ReportEvent, ReportsResolved, ReportsState } from './events';

export type ReportCommand = {
  readonly type: 'ReportProfile';
  readonly data: {
    readonly reporter: number;
    readonly reported: number;
    readonly reason: ReportReason;
    readonly note: string | null;
    /** The two members' conversation it was reported from (checked by the caller), or null. */
    readonly conversationId?: number | null;
    readonly at: Date;
  };
};

export type ReportRejection = 'about_self';

/** A note of only white space is no note. */
export const reportProfile = ({ data }: ReportCommand, _state: ReportsState): Decision<ReportEvent, ReportRejection> => {
  if (data.reporter === data.reported) return reject('about_self');
  const note = data.note === null || data.note.trim() === '' ? null : data.note.trim();
  return accept({
    type: 'ProfileReported',
    data: {
      reporterId: data.reporter, reportedId: data.reported, reason: data.reason, note, reportedAt: data.at.toISOString(),
      ...(data.conversationId === undefined || data.conversationId === null ? {} : { conversationId: data.conversationId }),
    },
  });
};

/** One command so far: the exhaustive switch comes with the second (e.g. staff resolving a report). */
export const decide = (command: ReportCommand, state: ReportsState): Decision<ReportEvent, ReportRejection> => reportProfile(command, state);

export interface ResolveReportsCommand {
  readonly type: 'ResolveReports';
  readonly data: {
    readonly memberId: number;
    readonly staffId: number;
    readonly decision: ReportDecision;
    readonly reason: string;
    readonly reportIds: ReadonlyArray<number>;
    readonly at: Date;
  };
}

/** Each report is decided once: a second moderator deciding the same reports is refused. */
export const resolveReports = ({ data }: ResolveReportsCommand, state: ReportedState): Decision<ReportsResolved, 'nothing_open' | 'already_resolved'> => {
  if (data.reportIds.length === 0) return reject('nothing_open');
  if (data.reportIds.some((id) => state.has(id))) return reject('already_resolved');
  return accept({
    type: 'ReportsResolved',
    data: {
      memberId: data.memberId, staffId: data.staffId, decision: data.decision, reason: data.reason, reportIds: [...data.reportIds],
      resolvedAt: data.at.toISOString(),
    },
  });
};
