import type { Queryable } from '../../db/database';
import { PhotoRejectionReason, type PhotoStatus } from '../../../io/entities/photo';
import { ImageStatus } from '../../../io/entities/user';
import { checked } from '../members/member-row';
import { PhotoSource } from './events';
import type { StoredPhoto } from './photo-files';

export interface PhotoRow extends StoredPhoto {
  readonly status: PhotoStatus;
  readonly main: boolean;
  /** Why a moderator refused it (null otherwise, or refused before the console gave reasons). */
  readonly rejectionReason: PhotoRejectionReason | null;
}

interface RawRow {
  readonly id: string;
  readonly member_id: number;
  readonly status: string;
  readonly main: boolean;
  readonly source: unknown;
  readonly rejection_reason: string | null;
}

const toPhoto = (row: RawRow): PhotoRow => ({
  photoId: row.id,
  memberId: row.member_id,
  status: checked(ImageStatus, row.status, 'photo status'),
  main: row.main,
  source: checked(PhotoSource, row.source, 'photo source'),
  rejectionReason: row.rejection_reason === null ? null : checked(PhotoRejectionReason, row.rejection_reason, 'photo rejection reason'),
});

/** A member's photos, the main one first, then in upload order. */
export const photosOf = async (q: Queryable, memberId: number): Promise<PhotoRow[]> =>
  (await q.query<RawRow>('SELECT id, member_id, status, main, source, rejection_reason FROM photos WHERE member_id = $1 ORDER BY main DESC, position', [memberId]))
    .map(toPhoto);

export const findPhoto = async (q: Queryable, memberId: number, photoId: string): Promise<PhotoRow | undefined> => {
  const [row] = await q.query<RawRow>('SELECT id, member_id, status, main, source, rejection_reason FROM photos WHERE id = $1 AND member_id = $2', [photoId, memberId]);
  return row === undefined ? undefined : toPhoto(row);
};

/** Every demo avatar, main photos first (what search cards show), the newest members' first. */
export const demoAvatars = async (q: Queryable): Promise<PhotoRow[]> =>
  (await q.query<RawRow>(
    `SELECT p.id, p.member_id, p.status, p.main, p.source, p.rejection_reason FROM photos p JOIN members m ON m.id = p.member_id
      WHERE p.source->>'kind' = 'avatar' ORDER BY p.main DESC, m.signup_date DESC, p.position`,
  )).map(toPhoto);
