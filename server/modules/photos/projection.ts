import type { Queryable } from '../../db/database';
import { defineProjection } from '../../events/projection';
import { PhotoEvent } from './events';
import { photoFile } from './variants';

/**
 * members.main_image follows the main photo and its status (spec §3: null when there is no photo). The
 * photos stream drives it here rather than through MainImageSet on the account stream: one stream decides
 * which photo is main, and a member's photos never need two streams appended in step. MainImageSet stays
 * for the events stored before photos existed (the generated SVG silhouettes of /media/avatars).
 */
const refreshMainImage = async (tx: Queryable, memberId: number): Promise<void> => {
  // One statement: the file names are photoFile's, with the photo id filled in by the database.
  await tx.query(
    `UPDATE members SET main_image = (
       SELECT jsonb_build_object('filename', replace($2, '{id}', p.id), 'thumb_filename', replace($3, '{id}', p.id), 'status', p.status)
       FROM photos p WHERE p.member_id = $1 AND p.main)
     WHERE id = $1`,
    [memberId, photoFile(memberId, '{id}', 'full'), photoFile(memberId, '{id}', 'card')],
  );
};

/** photos, and the main_image column of members. */
export const photoProjection = defineProjection('photos', PhotoEvent, ['photos'], async (tx, event) => {
  const { memberId, photoId } = event.data;
  switch (event.type) {
    case 'PhotoUploaded':
      await tx.query(
        "INSERT INTO photos (id, member_id, status, main, source, uploaded_at, position) VALUES ($1, $2, 'pending', false, $3::jsonb, $4, $5)",
        [photoId, memberId, JSON.stringify(event.data.source), event.data.uploadedAt, event.metadata.position],
      );
      return;
    case 'PhotoApproved':
    case 'PhotoRejected': {
      const status = event.type === 'PhotoApproved' ? 'active' : 'rejected';
      const [photo] = await tx.query<{ main: boolean }>('UPDATE photos SET status = $2 WHERE id = $1 RETURNING main', [photoId, status]);
      // Only the main photo's status shows on main_image.
      if (photo?.main !== true) return;
      break;
    }
    case 'PhotoDeleted':
      await tx.query('DELETE FROM photos WHERE id = $1', [photoId]);
      break;
    case 'MainPhotoChosen':
      await tx.query('UPDATE photos SET main = (id = $2) WHERE member_id = $1', [memberId, photoId]);
      break;
  }
  await refreshMainImage(tx, memberId);
});
