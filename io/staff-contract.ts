import * as t from 'io-ts';
import { NoBody, NoQuery, Ok, type Retry } from './contract';
import { DeskAnswerRequest, DeskClaimRequest, DeskConversation, DeskQueue } from './entities/desk';
import { AdminSites, PublishSiteRequest } from './entities/site-admin';
import { AdminCatalogues, CreateCodeRequest, ExpireCodeRequest, PublishPackagesRequest } from './entities/catalogue-admin';
import { AddedStaff, AddStaffRequest, RemoveStaffRequest, StaffAccounts, UpdateStaffRequest } from './entities/staff-accounts';
import { Dashboard, DashboardQuery } from './entities/dashboard';
import { BannedList, ReportDecisionRequest, ReportQueue, UnbanRequest } from './entities/moderation';
import { TextApproveRequest, TextEditRequest, TextQueue } from './entities/text-moderation';
import { ComplaintAnswerRequest, ComplaintList, ComplaintListQuery } from './entities/complaint';
import {
  CreditCorrectionRequest, DataExportRequest, ErasureRequest, MemberAccount, MemberAccountQuery, MemberDataExport, MemberHits, MemberLookupQuery, RefundRequest,
  ResendActivationRequest,
} from './entities/support';
import {
  AuditLog, AuditQuery, PhotoQueue, PhotoRef, PhotoRejectRequest, QueueCounts, StaffLoginAnswer, StaffLoginRequest, StaffNames, StaffProfile, type StaffRole,
} from './entities/staff';

/**
 * Who may call a staff endpoint: anyone (the login), any staff member with a session, or a staff member
 * holding that role. Everyone else gets 404, the answer of a path that does not exist: the console's calls
 * tell a member or a scanner nothing.
 */
export type StaffAccess = 'public' | 'staff' | StaffRole;

export interface StaffEndpoint<Q extends t.Mixed, B extends t.Mixed, R extends t.Mixed, A extends StaffAccess = StaffAccess> {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: `/api/staff/${string}`;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  readonly access: A;
  readonly retry: Retry;
}

const endpoint = <Q extends t.Mixed, B extends t.Mixed, R extends t.Mixed, A extends StaffAccess>(e: StaffEndpoint<Q, B, R, A>) => e;
const StaffEnvelope = t.type({ staff: StaffProfile });

/** Every call of the staff console (issue 14); tests/server/staff-access.test.ts walks all of them. */
export const staffContract = {
  staffLogin: endpoint({ method: 'POST', path: '/api/staff/session', query: NoQuery, body: StaffLoginRequest, response: StaffLoginAnswer, access: 'public', retry: 'once' }),
  staffMe: endpoint({ method: 'GET', path: '/api/staff/session', query: NoQuery, body: NoBody, response: StaffEnvelope, access: 'staff', retry: 'safe' }),
  staffLogout: endpoint({ method: 'DELETE', path: '/api/staff/session', query: NoQuery, body: NoBody, response: Ok, access: 'staff', retry: 'safe' }),
  staffQueues: endpoint({ method: 'GET', path: '/api/staff/queues', query: NoQuery, body: NoBody, response: QueueCounts, access: 'staff', retry: 'safe' }),
  pendingPhotos: endpoint({ method: 'GET', path: '/api/staff/photos', query: NoQuery, body: NoBody, response: PhotoQueue, access: 'moderator', retry: 'safe' }),
  approvePhoto: endpoint({ method: 'POST', path: '/api/staff/photos/approve', query: NoQuery, body: PhotoRef, response: Ok, access: 'moderator', retry: 'safe' }),
  rejectPhoto: endpoint({ method: 'POST', path: '/api/staff/photos/reject', query: NoQuery, body: PhotoRejectRequest, response: Ok, access: 'moderator', retry: 'safe' }),
  reports: endpoint({ method: 'GET', path: '/api/staff/reports', query: NoQuery, body: NoBody, response: ReportQueue, access: 'moderator', retry: 'safe' }),
  decideReports: endpoint({ method: 'POST', path: '/api/staff/reports/decide', query: NoQuery, body: ReportDecisionRequest, response: Ok, access: 'moderator', retry: 'once' }),
  flaggedTexts: endpoint({ method: 'GET', path: '/api/staff/texts', query: NoQuery, body: NoBody, response: TextQueue, access: 'moderator', retry: 'safe' }),
  approveText: endpoint({ method: 'POST', path: '/api/staff/texts/approve', query: NoQuery, body: TextApproveRequest, response: Ok, access: 'moderator', retry: 'once' }),
  editText: endpoint({ method: 'POST', path: '/api/staff/texts/edit', query: NoQuery, body: TextEditRequest, response: Ok, access: 'moderator', retry: 'once' }),
  bannedMembers: endpoint({ method: 'GET', path: '/api/staff/banned', query: NoQuery, body: NoBody, response: BannedList, access: 'moderator', retry: 'safe' }),
  unbanMember: endpoint({ method: 'POST', path: '/api/staff/banned/unban', query: NoQuery, body: UnbanRequest, response: Ok, access: 'moderator', retry: 'once' }),
  lookUpMembers: endpoint({ method: 'GET', path: '/api/staff/members', query: MemberLookupQuery, body: NoBody, response: MemberHits, access: 'support', retry: 'safe' }),
  memberAccount: endpoint({ method: 'GET', path: '/api/staff/members/account', query: MemberAccountQuery, body: NoBody, response: MemberAccount, access: 'support', retry: 'safe' }),
  correctCredits: endpoint({ method: 'POST', path: '/api/staff/members/credits', query: NoQuery, body: CreditCorrectionRequest, response: Ok, access: 'support', retry: 'once' }),
  resendActivationFor: endpoint({ method: 'POST', path: '/api/staff/members/activation', query: NoQuery, body: ResendActivationRequest, response: Ok, access: 'support', retry: 'once' }),
  refundPayment: endpoint({ method: 'POST', path: '/api/staff/payments/refund', query: NoQuery, body: RefundRequest, response: Ok, access: 'support', retry: 'once' }),
  deskQueue: endpoint({ method: 'GET', path: '/api/staff/desk', query: NoQuery, body: NoBody, response: DeskQueue, access: 'desk', retry: 'safe' }),
  deskClaim: endpoint({ method: 'POST', path: '/api/staff/desk/claim', query: NoQuery, body: DeskClaimRequest, response: DeskConversation, access: 'desk', retry: 'safe' }),
  deskRelease: endpoint({ method: 'POST', path: '/api/staff/desk/release', query: NoQuery, body: DeskClaimRequest, response: Ok, access: 'desk', retry: 'safe' }),
  deskAnswer: endpoint({ method: 'POST', path: '/api/staff/desk/answer', query: NoQuery, body: DeskAnswerRequest, response: Ok, access: 'desk', retry: 'once' }),
  adminSites: endpoint({ method: 'GET', path: '/api/staff/sites', query: NoQuery, body: NoBody, response: AdminSites, access: 'site_admin', retry: 'safe' }),
  publishSite: endpoint({ method: 'POST', path: '/api/staff/sites/publish', query: NoQuery, body: PublishSiteRequest, response: Ok, access: 'site_admin', retry: 'once' }),
  adminCatalogues: endpoint({ method: 'GET', path: '/api/staff/catalogue', query: NoQuery, body: NoBody, response: AdminCatalogues, access: 'site_admin', retry: 'safe' }),
  publishPackages: endpoint({ method: 'POST', path: '/api/staff/catalogue/packages', query: NoQuery, body: PublishPackagesRequest, response: Ok, access: 'site_admin', retry: 'once' }),
  createCode: endpoint({ method: 'POST', path: '/api/staff/catalogue/codes', query: NoQuery, body: CreateCodeRequest, response: Ok, access: 'site_admin', retry: 'once' }),
  expireCode: endpoint({ method: 'POST', path: '/api/staff/catalogue/codes/expire', query: NoQuery, body: ExpireCodeRequest, response: Ok, access: 'site_admin', retry: 'once' }),
  exportMemberData: endpoint({ method: 'POST', path: '/api/staff/members/export', query: NoQuery, body: DataExportRequest, response: MemberDataExport, access: 'support', retry: 'once' }),
  requestErasure: endpoint({ method: 'POST', path: '/api/staff/members/erasure', query: NoQuery, body: ErasureRequest, response: Ok, access: 'support', retry: 'once' }),
  complaints: endpoint({ method: 'GET', path: '/api/staff/complaints', query: ComplaintListQuery, body: NoBody, response: ComplaintList, access: 'support', retry: 'safe' }),
  answerComplaint: endpoint({ method: 'POST', path: '/api/staff/complaints/answer', query: NoQuery, body: ComplaintAnswerRequest, response: Ok, access: 'support', retry: 'once' }),
  staffNames: endpoint({ method: 'GET', path: '/api/staff/accounts', query: NoQuery, body: NoBody, response: StaffNames, access: 'site_admin', retry: 'safe' }),
  staffAccounts: endpoint({ method: 'GET', path: '/api/staff/team', query: NoQuery, body: NoBody, response: StaffAccounts, access: 'site_admin', retry: 'safe' }),
  addStaffAccount: endpoint({ method: 'POST', path: '/api/staff/team/add', query: NoQuery, body: AddStaffRequest, response: AddedStaff, access: 'site_admin', retry: 'once' }),
  updateStaffAccount: endpoint({ method: 'POST', path: '/api/staff/team/update', query: NoQuery, body: UpdateStaffRequest, response: Ok, access: 'site_admin', retry: 'once' }),
  removeStaffAccount: endpoint({ method: 'POST', path: '/api/staff/team/remove', query: NoQuery, body: RemoveStaffRequest, response: Ok, access: 'site_admin', retry: 'once' }),
  audit: endpoint({ method: 'GET', path: '/api/staff/audit', query: AuditQuery, body: NoBody, response: AuditLog, access: 'site_admin', retry: 'safe' }),
  dashboard: endpoint({ method: 'GET', path: '/api/staff/dashboard', query: DashboardQuery, body: NoBody, response: Dashboard, access: 'site_admin', retry: 'safe' }),
} as const;

export type StaffEndpointName = keyof typeof staffContract;
type StaffContract = typeof staffContract;
export type StaffQueryOf<N extends StaffEndpointName> = t.TypeOf<StaffContract[N]['query']>;
export type StaffBodyOf<N extends StaffEndpointName> = t.TypeOf<StaffContract[N]['body']>;
export type StaffResponseOf<N extends StaffEndpointName> = t.TypeOf<StaffContract[N]['response']>;

/** What one staff call sends; aborting cancels it. */
export interface StaffCallArgs<N extends StaffEndpointName> {
  readonly query?: StaffQueryOf<N>;
  readonly body?: StaffBodyOf<N>;
  readonly signal?: AbortSignal;
}
