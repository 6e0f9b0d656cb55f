import * as t from 'io-ts';
import { closed, closedPartial } from '../codec/closed';
import { boundedString, Id, IdFromString, IsoDate, IsoDateTime } from '../codec/primitives';
import { PhotoId, PhotoRejectionReason } from './photo';

/**
 * What a staff member may do, least privilege first (issue 14; spec §6 leaves the admin role "not shown"):
 * moderator (photos, texts, reports, bans), support (members, complaints, refunds, credits, data), desk
 * (replies as the site's own profiles, nothing else), site_admin (settings, packages, prices, codes, staff).
 */
export const StaffRole = t.keyof({ moderator: null, support: null, desk: null, site_admin: null }, 'StaffRole');
export type StaffRole = t.TypeOf<typeof StaffRole>;
export const staffRoles = Object.keys(StaffRole.keys) as ReadonlyArray<StaffRole>;
/** The roles among stored names (a role no longer known is dropped, never granted). */
export const rolesOf = (names: ReadonlyArray<string>): StaffRole[] => names.filter((name): name is StaffRole => StaffRole.is(name));

/** A TOTP code as an authenticator app shows it (RFC 6238, 6 digits). */
export const TotpCode = t.refinement(t.string, (s) => /^\d{6}$/.test(s), 'TotpCode');

/** Without `code` the first step of a staff member who has no authenticator yet: the answer offers one. */
export const StaffLoginRequest = closedPartial({ email: boundedString(254, 1), password: boundedString(200, 1) }, { code: TotpCode }, 'StaffLoginRequest');
export type StaffLoginRequest = t.TypeOf<typeof StaffLoginRequest>;

export const StaffProfile = t.type({
  id: Id,
  email: t.string,
  name: t.string,
  roles: t.array(StaffRole),
  /** The sites this staff member works on; null: every site. */
  sites: t.union([t.array(t.string), t.null]),
});
export type StaffProfile = t.TypeOf<typeof StaffProfile>;

/** An authenticator to add: its secret (typed by hand), the otpauth URI and that URI as a QR code (SVG). */
export const TotpEnrollment = t.type({ secret: t.string, uri: t.string, qrSvg: t.string });
export type TotpEnrollment = t.TypeOf<typeof TotpEnrollment>;

export const StaffLoginAnswer = t.union([t.type({ staff: StaffProfile }), t.type({ enrollment: TotpEnrollment })]);
export type StaffLoginAnswer = t.TypeOf<typeof StaffLoginAnswer>;

export const PendingPhoto = t.type({
  memberId: Id,
  memberName: t.string,
  site: t.string,
  photoId: PhotoId,
  uploadedAt: IsoDateTime,
  /** The full-size image, for staff only (server/modules/staff/photo-queue.ts). */
  url: t.string,
});
export type PendingPhoto = t.TypeOf<typeof PendingPhoto>;

export const PhotoQueue = t.type({ photos: t.array(PendingPhoto), total: t.number });
export type PhotoQueue = t.TypeOf<typeof PhotoQueue>;

export const PhotoRef = closed({ memberId: Id, photoId: PhotoId }, 'PhotoRef');
export const PhotoRejectRequest = closed({ memberId: Id, photoId: PhotoId, reason: PhotoRejectionReason }, 'PhotoRejectRequest');

/** The open queues' lengths on the staff member's sites, shown in the console's navigation (0 for a queue not of their roles). */
export const QueueCounts = t.type({ photos: t.number, texts: t.number, reports: t.number, complaints: t.number, desk: t.number });
export type QueueCounts = t.TypeOf<typeof QueueCounts>;

/** A staff member as the audit screen's filter names them. */
export const StaffName = t.type({ id: Id, name: t.string });
export const StaffNames = t.type({ staff: t.array(StaffName) });
export type StaffNames = t.TypeOf<typeof StaffNames>;

/** The audit screen's filters: a staff member, a member, an action (its event type) and a day range (UTC, inclusive). */
export const AuditQuery = closedPartial(
  {},
  { staff: IdFromString, member: IdFromString, action: t.refinement(t.string, (s) => /^[A-Za-z]{1,64}$/.test(s), 'EventType'), from: IsoDate, to: IsoDate },
  'AuditQuery',
);
export type AuditQuery = t.TypeOf<typeof AuditQuery>;

export const AuditEntry = t.type({
  position: t.number,
  at: IsoDateTime,
  staffId: Id,
  staffName: t.string,
  action: t.string,
  memberId: t.union([Id, t.null]),
  reason: t.union([t.string, t.null]),
});
export type AuditEntry = t.TypeOf<typeof AuditEntry>;
export const AuditLog = t.type({ entries: t.array(AuditEntry) });
