import { feature } from '../shared/feature';
import { createAuditImplementations } from './audit-implementations';
import { auditMachine } from './audit.machine';
import { createStaffConsoleImplementations } from './console-implementations';
import { staffConsoleMachine } from './console.machine';
import { createPhotoQueueImplementations } from './photo-queue-implementations';
import { photoQueueMachine } from './photo-queue.machine';
import { bannedMachine } from './banned.machine';
import { createBannedImplementations, createReportQueueImplementations } from './moderation-implementations';
import { createSupportImplementations } from './support-implementations';
import { supportMachine } from './support.machine';
import { reportQueueMachine } from './report-queue.machine';
import { createTextQueueImplementations } from './text-queue-implementations';
import { textQueueMachine } from './text-queue.machine';

/** The staff console's session and navigation (issue 14). */
export const staffConsoleFeature = feature(staffConsoleMachine, createStaffConsoleImplementations);

/** The console's photo queue. */
export const photoQueueFeature = feature(photoQueueMachine, createPhotoQueueImplementations);

/** The console's text queue. */
export const textQueueFeature = feature(textQueueMachine, createTextQueueImplementations);

/** The console's audit screen. */
export const auditFeature = feature(auditMachine, createAuditImplementations);

/** The console's report queue. */
export const reportQueueFeature = feature(reportQueueMachine, createReportQueueImplementations);

/** The console's list of banned members. */
export const bannedFeature = feature(bannedMachine, createBannedImplementations);

/** The console's support screen. */
export const supportFeature = feature(supportMachine, createSupportImplementations);
