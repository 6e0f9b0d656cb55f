import type { ReportReason } from '../../../io/entities/report';
import { accept, reject, type Decision } from '../../events/decision';
import type { ReportEvent, ReportsState } from './events';

export type ReportCommand = {
  readonly type: 'ReportProfile';
  readonly data: { readonly reporter: number; readonly reported: number; readonly reason: ReportReason; readonly note: string | null; readonly at: Date };
};

export type ReportRejection = 'about_self';

/** A note of only white space is no note. */
export const reportProfile = ({ data }: ReportCommand, _state: ReportsState): Decision<ReportEvent, ReportRejection> => {
  if (data.reporter === data.reported) return reject('about_self');
  const note = data.note === null || data.note.trim() === '' ? null : data.note.trim();
  return accept({
    type: 'ProfileReported',
    data: { reporterId: data.reporter, reportedId: data.reported, reason: data.reason, note, reportedAt: data.at.toISOString() },
  });
};

/** One command so far: the exhaustive switch comes with the second (e.g. staff resolving a report). */
export const decide = (command: ReportCommand, state: ReportsState): Decision<ReportEvent, ReportRejection> => reportProfile(command, state);
