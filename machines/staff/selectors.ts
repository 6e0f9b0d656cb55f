import type { SnapshotFrom } from 'xstate';
import type { auditMachine } from './audit.machine';
import type { staffConsoleMachine } from './console.machine';
import { photoInView, type photoQueueMachine } from './photo-queue.machine';

type ConsoleSnapshot = SnapshotFrom<typeof staffConsoleMachine>;
type QueueSnapshot = SnapshotFrom<typeof photoQueueMachine>;
type AuditSnapshot = SnapshotFrom<typeof auditMachine>;

export const selectConsolePhase = (snapshot: ConsoleSnapshot): 'checking' | 'unavailable' | 'signedOut' | 'signedIn' => {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  return snapshot.matches('unavailable') ? 'unavailable' : 'checking';
};
export const selectLoggingIn = (snapshot: ConsoleSnapshot): boolean => snapshot.matches({ signedOut: 'submitting' });
export const selectLoggingOut = (snapshot: ConsoleSnapshot): boolean => snapshot.matches({ signedIn: 'loggingOut' });
export const selectLoginValues = (snapshot: ConsoleSnapshot) => snapshot.context.values;
export const selectLoginProblem = (snapshot: ConsoleSnapshot) => snapshot.context.problem;
export const selectEnrollment = (snapshot: ConsoleSnapshot) => snapshot.context.enrollment;
export const selectNotice = (snapshot: ConsoleSnapshot) => snapshot.context.notice;
export const selectStaff = (snapshot: ConsoleSnapshot) => snapshot.context.staff;
export const selectCounts = (snapshot: ConsoleSnapshot) => snapshot.context.counts;

export const selectQueuePhase = (snapshot: QueueSnapshot): 'loading' | 'failed' | 'ready' => {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'ready';
};
export const selectPhotoInView = (snapshot: QueueSnapshot) => photoInView(snapshot.context);
export const selectAskingReason = (snapshot: QueueSnapshot): boolean => snapshot.matches('choosingReason');
export const selectDeciding = (snapshot: QueueSnapshot): boolean => snapshot.matches('deciding');
export const selectQueueNote = (snapshot: QueueSnapshot) => snapshot.context.note;
export const selectHelpOpen = (snapshot: QueueSnapshot): boolean => snapshot.context.help;
export const selectQueuePosition = (snapshot: QueueSnapshot) => ({ index: snapshot.context.index, count: snapshot.context.photos.length, total: snapshot.context.total });
export const selectQueuePhotos = (snapshot: QueueSnapshot) => snapshot.context.photos;

export const selectAuditPhase = (snapshot: AuditSnapshot): 'loading' | 'failed' | 'shown' => {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'shown';
};
export const selectAuditValues = (snapshot: AuditSnapshot) => snapshot.context.values;
export const selectAuditEntries = (snapshot: AuditSnapshot) => snapshot.context.entries;
export const selectAuditStaff = (snapshot: AuditSnapshot) => snapshot.context.staff;
export const selectAuditInvalid = (snapshot: AuditSnapshot) => snapshot.context.invalid;
