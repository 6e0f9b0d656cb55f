import type { SnapshotFrom } from 'xstate';
import type { auditMachine } from './audit.machine';
import type { bannedMachine } from './banned.machine';
import type { dashboardMachine } from './dashboard.machine';
import { openComplaint, type complaintQueueMachine } from './complaint-queue.machine';
import type { memberDataMachine } from './member-data.machine';
import type { supportMachine } from './support.machine';
import type { deskMachine } from './desk.machine';
import { codesSiteInView, type discountCodesMachine } from './discount-codes.machine';
import { siteInView, type siteSettingsMachine } from './site-settings.machine';
import type { staffAccountsMachine } from './staff-accounts.machine';
import { caseInView, type reportQueueMachine } from './report-queue.machine';
import type { staffConsoleMachine } from './console.machine';
import { photoInView, type photoQueueMachine } from './photo-queue.machine';
import { textInView, type textQueueMachine } from './text-queue.machine';

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

type ReportsSnapshot = SnapshotFrom<typeof reportQueueMachine>;
type BannedSnapshot = SnapshotFrom<typeof bannedMachine>;

export const selectReportsPhase = (snapshot: ReportsSnapshot): 'loading' | 'failed' | 'ready' => {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'ready';
};
export const selectCaseInView = (snapshot: ReportsSnapshot) => caseInView(snapshot.context);
export const selectCasePosition = (snapshot: ReportsSnapshot) => ({ index: snapshot.context.index, count: snapshot.context.cases.length, total: snapshot.context.total });
export const selectDraft = (snapshot: ReportsSnapshot) => snapshot.context.draft;
export const selectDraftInvalid = (snapshot: ReportsSnapshot) => snapshot.context.invalid;
export const selectDecidingReports = (snapshot: ReportsSnapshot): boolean => snapshot.matches('deciding');
export const selectReportsNote = (snapshot: ReportsSnapshot) => snapshot.context.note;

export const selectBannedMembers = (snapshot: BannedSnapshot) => snapshot.context.members;
export const selectBannedPhase = (snapshot: BannedSnapshot): 'loading' | 'failed' | 'ready' => {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'ready';
};
export const selectUnbanning = (snapshot: BannedSnapshot) => (snapshot.matches('asking') || snapshot.matches('unbanning') ? snapshot.context.unbanning : null);
export const selectUnbanReason = (snapshot: BannedSnapshot) => ({
  reason: snapshot.context.reason,
  invalid: snapshot.matches({ asking: 'invalid' }),
  refused: snapshot.matches({ asking: 'refused' }),
});
export const selectUnbanBusy = (snapshot: BannedSnapshot): boolean => snapshot.matches('unbanning');

type SupportSnapshot = SnapshotFrom<typeof supportMachine>;

export const selectSupportBusy = (snapshot: SupportSnapshot): 'searching' | 'loading' | 'correcting' | 'refunding' | 'resending' | null => {
  if (snapshot.matches('searching')) return 'searching';
  if (snapshot.matches({ account: 'resending' })) return 'resending';
  if (snapshot.matches('loadingAccount')) return 'loading';
  if (snapshot.matches({ account: 'correcting' })) return 'correcting';
  return snapshot.matches({ account: 'refunding' }) ? 'refunding' : null;
};
export const selectSupportQuery = (snapshot: SupportSnapshot) => snapshot.context.query;
export const selectHits = (snapshot: SupportSnapshot) => snapshot.context.hits;
export const selectAccount = (snapshot: SupportSnapshot) => (snapshot.matches('account') || snapshot.matches('loadingAccount') ? snapshot.context.account : null);
export const selectCorrection = (snapshot: SupportSnapshot) => snapshot.context.correction;
export const selectRefundAsked = (snapshot: SupportSnapshot) => (snapshot.matches({ account: 'askingRefund' }) || snapshot.matches({ account: 'refunding' }) ? snapshot.context.refund : null);
export const selectSupportInvalid = (snapshot: SupportSnapshot) => snapshot.context.invalid;
export const selectSupportNote = (snapshot: SupportSnapshot) => snapshot.context.note;

type DeskSnapshot = SnapshotFrom<typeof deskMachine>;

export const selectDeskPhase = (snapshot: DeskSnapshot): 'loading' | 'failed' | 'list' | 'claiming' | 'writing' => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('list')) return 'list';
  if (snapshot.matches('claiming')) return 'claiming';
  return snapshot.context.conversation === null ? 'loading' : 'writing';
};
export const selectDeskWaiting = (snapshot: DeskSnapshot) => ({ waiting: snapshot.context.waiting, total: snapshot.context.total });
export const selectDeskConversation = (snapshot: DeskSnapshot) => snapshot.context.conversation;
export const selectDeskDraft = (snapshot: DeskSnapshot) => snapshot.context.draft;
export const selectDeskInvalid = (snapshot: DeskSnapshot): boolean => snapshot.matches({ writing: 'invalid' });
export const selectDeskSending = (snapshot: DeskSnapshot): boolean => snapshot.matches('sending');
export const selectDeskNote = (snapshot: DeskSnapshot) => snapshot.context.note;
type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

export const selectDashboardPhase = (snapshot: DashboardSnapshot): 'loading' | 'failed' | 'ready' => {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'ready';
};
export const selectDashboardValues = (snapshot: DashboardSnapshot) => snapshot.context.values;
export const selectDashboardInvalid = (snapshot: DashboardSnapshot) => snapshot.context.invalid;
const noSites: ReadonlyArray<string> = [];
/** The site filter's choices, as the last answer named them (kept while another range loads). */
export const selectDashboardSites = (snapshot: DashboardSnapshot) => snapshot.context.dashboard?.sites ?? noSites;
/** The dashboard read last, only while it is the one asked for (not while another loads, nor after a failure). */
export const selectDashboard = (snapshot: DashboardSnapshot) => (snapshot.matches('ready') ? snapshot.context.dashboard : null);
type TextsSnapshot = SnapshotFrom<typeof textQueueMachine>;

export const selectTextsPhase = (snapshot: TextsSnapshot): 'loading' | 'failed' | 'ready' => {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'ready';
};
export const selectTextInView = (snapshot: TextsSnapshot) => textInView(snapshot.context);
export const selectTexts = (snapshot: TextsSnapshot) => snapshot.context.texts;
export const selectTextPosition = (snapshot: TextsSnapshot) => ({ index: snapshot.context.index, count: snapshot.context.texts.length, total: snapshot.context.total });
/** The edit being written, while the edit is open (and while it is sent). */
export const selectTextDraft = (snapshot: TextsSnapshot) => (snapshot.matches('editing') || snapshot.matches('deciding') ? snapshot.context.draft : null);
export const selectTextDraftInvalid = (snapshot: TextsSnapshot) => snapshot.context.invalid;
export const selectDecidingText = (snapshot: TextsSnapshot): boolean => snapshot.matches('deciding');
export const selectTextsNote = (snapshot: TextsSnapshot) => snapshot.context.note;
export const selectTextsHelpOpen = (snapshot: TextsSnapshot): boolean => snapshot.context.help;
type ComplaintsSnapshot = SnapshotFrom<typeof complaintQueueMachine>;

export const selectComplaintsPhase = (snapshot: ComplaintsSnapshot): 'loading' | 'failed' | 'listing' | 'opened' => {
  if (snapshot.matches('opened')) return 'opened';
  if (snapshot.matches('listing')) return 'listing';
  return snapshot.matches('failed') ? 'failed' : 'loading';
};
export const selectComplaints = (snapshot: ComplaintsSnapshot) => snapshot.context.complaints;
export const selectComplaintsTotal = (snapshot: ComplaintsSnapshot) => snapshot.context.total;
export const selectComplaintsShow = (snapshot: ComplaintsSnapshot) => snapshot.context.show;
/** The list's complaint the J/K keys are on. */
export const selectComplaintIndex = (snapshot: ComplaintsSnapshot) => snapshot.context.index;
/** The complaint open on screen, while one is. */
export const selectOpenComplaint = (snapshot: ComplaintsSnapshot) => (snapshot.matches('opened') ? openComplaint(snapshot.context) : null);
export const selectAnswerDraft = (snapshot: ComplaintsSnapshot) => snapshot.context.draft;
/** Where the answer of the open complaint stands. */
export const selectAnswerStep = (snapshot: ComplaintsSnapshot): 'reading' | 'editing' | 'invalid' | 'failed' | 'sending' | 'sent' | 'refused' => {
  if (snapshot.matches({ opened: 'sending' })) return 'sending';
  if (snapshot.matches({ opened: 'sent' })) return 'sent';
  if (snapshot.matches({ opened: 'refused' })) return 'refused';
  if (snapshot.matches({ opened: { writing: 'invalid' } })) return 'invalid';
  if (snapshot.matches({ opened: { writing: 'failed' } })) return 'failed';
  return snapshot.matches({ opened: 'writing' }) ? 'editing' : 'reading';
};

type MemberDataSnapshot = SnapshotFrom<typeof memberDataMachine>;

/** The dialog open for the member's data: the export's reason, the erasure's confirmation, or none. */
export const selectDataDialog = (snapshot: MemberDataSnapshot): 'export' | 'erase' | null => {
  if (snapshot.matches('exportAsked') || snapshot.matches('exporting')) return 'export';
  return snapshot.matches('erasureAsked') || snapshot.matches('erasing') ? 'erase' : null;
};
export const selectDataReason = (snapshot: MemberDataSnapshot) => snapshot.context.reason;
/** Why the dialog's request did not go: confirmed without a reason, or it failed. */
export const selectDataProblem = (snapshot: MemberDataSnapshot): 'invalid' | 'failed' | null => {
  if (snapshot.matches({ exportAsked: 'invalid' }) || snapshot.matches({ erasureAsked: 'invalid' })) return 'invalid';
  return snapshot.matches({ exportAsked: 'failed' }) || snapshot.matches({ erasureAsked: 'failed' }) ? 'failed' : null;
};
export const selectDataBusy = (snapshot: MemberDataSnapshot): boolean => snapshot.matches('exporting') || snapshot.matches('erasing');
/** The member the last export or erasure request was for. */
export const selectDataMember = (snapshot: MemberDataSnapshot) => snapshot.context.memberId;
/** What support last heard about that member. */
export const selectDataNote = (snapshot: MemberDataSnapshot): 'exported' | 'erasureRequested' | 'alreadyDeleted' | null => {
  if (snapshot.matches({ idle: 'exported' })) return 'exported';
  if (snapshot.matches({ idle: 'erasureRequested' })) return 'erasureRequested';
  return snapshot.matches({ idle: 'alreadyDeleted' }) ? 'alreadyDeleted' : null;
};

type SiteSettingsSnapshot = SnapshotFrom<typeof siteSettingsMachine>;

export const selectSiteSettingsPhase = (snapshot: SiteSettingsSnapshot): 'loading' | 'failed' | 'editing' | 'previewing' | 'publishing' => {
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('previewing')) return 'previewing';
  if (snapshot.matches('publishing')) return 'publishing';
  return snapshot.matches('failed') ? 'failed' : 'loading';
};
export const selectAdminSites = (snapshot: SiteSettingsSnapshot) => snapshot.context.sites;
export const selectSiteInView = (snapshot: SiteSettingsSnapshot) => siteInView(snapshot.context);
export const selectSettingsDraft = (snapshot: SiteSettingsSnapshot) => snapshot.context.draft;
export const selectSettingsInvalid = (snapshot: SiteSettingsSnapshot) => snapshot.context.invalid;
export const selectSettingsChanges = (snapshot: SiteSettingsSnapshot) => snapshot.context.changes;
export const selectSettingsNote = (snapshot: SiteSettingsSnapshot) => snapshot.context.note;

type DiscountCodesSnapshot = SnapshotFrom<typeof discountCodesMachine>;

/** Which part of the codes screen shows: the list (also while a code's end is confirmed or sent), the form, its preview. */
export const selectDiscountCodesPhase = (
  snapshot: DiscountCodesSnapshot,
): 'loading' | 'failed' | 'list' | 'drafting' | 'previewing' | 'publishing' | 'confirmingEnd' | 'ending' => {
  const phases = ['list', 'drafting', 'previewing', 'publishing', 'confirmingEnd', 'ending', 'failed'] as const;
  return phases.find((phase) => snapshot.matches(phase)) ?? 'loading';
};
/** The admin's sites with their catalogues and codes. */
export const selectCodeSites = (snapshot: DiscountCodesSnapshot) => snapshot.context.sites;
/** The site whose codes show. */
export const selectCodeSite = (snapshot: DiscountCodesSnapshot) => codesSiteInView(snapshot.context);
/** When the codes were read: their status is as of then. */
export const selectCodesReadAt = (snapshot: DiscountCodesSnapshot) => snapshot.context.readAt;
export const selectCodeDraft = (snapshot: DiscountCodesSnapshot) => snapshot.context.draft;
export const selectCodeDraftInvalid = (snapshot: DiscountCodesSnapshot) => snapshot.context.invalid;
/** The rule previewed, while it is (and while it is published). */
export const selectCodePreview = (snapshot: DiscountCodesSnapshot) => snapshot.context.preview;
/** The code whose end is asked, while it is (and while it is sent). */
export const selectCodeEnding = (snapshot: DiscountCodesSnapshot) => (snapshot.matches('confirmingEnd') || snapshot.matches('ending') ? snapshot.context.ending : null);
export const selectDiscountCodesNote = (snapshot: DiscountCodesSnapshot) => snapshot.context.note;

type StaffAccountsSnapshot = SnapshotFrom<typeof staffAccountsMachine>;

/**
 * Which part of the staff section shows: the list (also while a removal is confirmed or sent), the form (also while
 * saving), an account's form (also while saving it), the password just made, or a failure to read.
 */
export const selectStaffAccountsPhase = (snapshot: StaffAccountsSnapshot): 'loading' | 'failed' | 'list' | 'adding' | 'saving' | 'editing' | 'updating' | 'added' => {
  if (snapshot.matches('list') || snapshot.matches('confirmingRemoval') || snapshot.matches('removing')) return 'list';
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('updating')) return 'updating';
  if (snapshot.matches('adding')) return 'adding';
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('added')) return 'added';
  return snapshot.matches('failed') ? 'failed' : 'loading';
};
/** The staff accounts on the admin's sites. */
export const selectStaffAccounts = (snapshot: StaffAccountsSnapshot) => snapshot.context.accounts;
/** The sites the admin may give a new account. */
export const selectGrantableSites = (snapshot: StaffAccountsSnapshot) => snapshot.context.grantable;
/** Whether the admin may give every site. */
export const selectMayGiveEverySite = (snapshot: StaffAccountsSnapshot) => snapshot.context.everySite;
/** The new account's form as typed. */
export const selectStaffDraft = (snapshot: StaffAccountsSnapshot) => snapshot.context.draft;
/** The form's refused fields. */
export const selectStaffDraftInvalid = (snapshot: StaffAccountsSnapshot) => snapshot.context.invalid;
/** Why the form came back from saving. */
export const selectStaffAccountsNote = (snapshot: StaffAccountsSnapshot) => snapshot.context.note;
/** The account just added, with its one-time password. */
export const selectAddedStaff = (snapshot: StaffAccountsSnapshot) => snapshot.context.added;
/** The account edited, or asked to be removed (`removing`: the confirmation shows or the removal is under way). */
export const selectChosenStaff = (snapshot: StaffAccountsSnapshot) => snapshot.context.chosen;
export const selectStaffRemoval = (snapshot: StaffAccountsSnapshot): 'confirming' | 'removing' | null =>
  snapshot.matches('confirmingRemoval') ? 'confirming' : snapshot.matches('removing') ? 'removing' : null;
