import { feature } from '../shared/feature';
import { createAuditImplementations } from './audit-implementations';
import { auditMachine } from './audit.machine';
import { createStaffConsoleImplementations } from './console-implementations';
import { staffConsoleMachine } from './console.machine';
import { createPhotoQueueImplementations } from './photo-queue-implementations';
import { photoQueueMachine } from './photo-queue.machine';

/** The staff console's session and navigation (issue 14). */
export const staffConsoleFeature = feature(staffConsoleMachine, createStaffConsoleImplementations);

/** The console's photo queue. */
export const photoQueueFeature = feature(photoQueueMachine, createPhotoQueueImplementations);

/** The console's audit screen. */
export const auditFeature = feature(auditMachine, createAuditImplementations);
