import { feature } from '../shared/feature';
import { createAuditImplementations } from './audit-implementations';
import { auditMachine } from './audit.machine';
import { createStaffConsoleImplementations } from './console-implementations';
import { staffConsoleMachine } from './console.machine';
import { createPhotoQueueImplementations } from './photo-queue-implementations';
import { photoQueueMachine } from './photo-queue.machine';
import { bannedMachine } from './banned.machine';
import { createBannedImplementations, createReportQueueImplementations } from './moderation-implementations';
import { createDashboardImplementations } from './dashboard-implementations';
import { dashboardMachine } from './dashboard.machine';
import { createComplaintQueueImplementations } from './complaint-queue-implementations';
import { complaintQueueMachine } from './complaint-queue.machine';
import { memberDataMachine } from './member-data.machine';
import { createMemberDataImplementations, createSupportImplementations } from './support-implementations';
import { supportMachine } from './support.machine';
import { reportQueueMachine } from './report-queue.machine';
import { createDeskImplementations } from './desk-implementations';
import { deskMachine } from './desk.machine';
import { createPackagePricesImplementations } from './package-prices-implementations';
import { packagePricesMachine } from './package-prices.machine';
import { createDiscountCodesImplementations } from './discount-codes-implementations';
import { discountCodesMachine } from './discount-codes.machine';
import { createSiteSettingsImplementations } from './site-settings-implementations';
import { siteSettingsMachine } from './site-settings.machine';
import { createStaffAccountsImplementations } from './staff-accounts-implementations';
import { staffAccountsMachine } from './staff-accounts.machine';
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

/** The console's conversation desk. */
export const deskFeature = feature(deskMachine, createDeskImplementations);
/** The console's dashboard (site admins). */
export const dashboardFeature = feature(dashboardMachine, createDashboardImplementations);
/** The support screen's export and erasure of the member on screen. */
export const memberDataFeature = feature(memberDataMachine, createMemberDataImplementations);

/** The console's complaints. */
export const complaintQueueFeature = feature(complaintQueueMachine, createComplaintQueueImplementations);

/** The console's site settings (site admins). */
export const siteSettingsFeature = feature(siteSettingsMachine, createSiteSettingsImplementations);

/** The console's discount codes (site admins). */
export const discountCodesFeature = feature(discountCodesMachine, createDiscountCodesImplementations);

/** The console's staff accounts (site admins). */
export const staffAccountsFeature = feature(staffAccountsMachine, createStaffAccountsImplementations);

/** The console's credit packages and their prices (site admins). */
export const packagePricesFeature = feature(packagePricesMachine, createPackagePricesImplementations);
