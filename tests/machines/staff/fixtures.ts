import type { PendingPhoto, StaffProfile } from '../../../io/entities/staff';

export const aStaffMember: StaffProfile = { id: 1, email: 'staff@rendezvous.test', name: 'Demo Staff', roles: ['moderator', 'site_admin'], sites: null };

export const aPendingPhoto = (n: number): PendingPhoto => ({
  memberId: 10 + n,
  memberName: `Member ${String(n)}`,
  site: 'localhost',
  photoId: `photo${String(n).padStart(17, '0')}`,
  uploadedAt: '2026-11-26T10:00:00.000Z',
  url: `/media/${String(n)}.jpg`,
});
