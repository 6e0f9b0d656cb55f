import type { SnapshotFrom } from 'xstate';
import type { reportMachine } from './report.machine';

type ReportSnapshot = SnapshotFrom<typeof reportMachine>;

/** The form shows while it is filled in, sent and after a failure (then with the failure). */
export const selectReportFormOpen = (s: ReportSnapshot) => s.matches('form') || s.matches('sending') || s.matches('failed');
export const selectReportSending = (s: ReportSnapshot) => s.matches('sending');
export const selectReportFailed = (s: ReportSnapshot) => s.matches('failed');
export const selectReportSent = (s: ReportSnapshot) => s.matches('sent');
export const selectReportReason = (s: ReportSnapshot) => s.context.reason;
export const selectReportNote = (s: ReportSnapshot) => s.context.note;
export const selectCanSendReport = (s: ReportSnapshot) => s.can({ type: 'report.send' });
