import { defineProjection } from '../../events/projection';
import { PhotoEvent } from './events';
import { photoFile } from './variants';

/**
 * members.main_image follows the main photo and its status (spec §3: null when there is no photo). The
 * photos stream drives it here rather than through MainImageSet on the account stream: one stream decides
 * which photo is main, and a member's photos never need two streams appended in step. MainImageSet stays
 * for the events stored before photos existed (the generated SVG silhouettes of /media/avatars).
 * This sets it from the row `main` of `source`: photos, or a CTE of the photo rows just updated.
 */
const setMainImageFrom = (source: string): string =>
  `UPDATE members SET main_image = (
     SELECT jsonb_strip_nulls(jsonb_build_object('filename', replace($2, '{id}', p.id), 'thumb_filename', replace($3, '{id}', p.id),
       'status', p.status, 'thumbhash', p.source->>'thumbhash'))
     FROM ${source} p WHERE p.member_id = $1 AND p.main)
   WHERE id = $1`;

// The file names are photoFile's, with the photo id filled in by the database.
const nameTemplates = (memberId: number) => [photoFile(memberId, '{id}', 'full'), photoFile(memberId, '{id}', 'card')];

/** photos, and the main_image column of members. */
export const photoProjection = defineProjection('photos', PhotoEvent, ['photos'], async (tx, event) => {
  const { memberId, photoId } = event.data;
  switch (event.type) {
    case 'PhotoUploaded':
      // Never main yet: main_image stays as it is until MainPhotoChosen.
      await tx.query(
        "INSERT INTO photos (id, member_id, status, main, source, uploaded_at, position) VALUES ($1, $2, 'pending', false, $3::jsonb, $4, $5)",
        [photoId, memberId, JSON.stringify(event.data.source), event.data.uploadedAt, event.metadata.position],
      );
      return;
    case 'PhotoApproved':
    case 'PhotoRejected': {
      const reason = event.type === 'PhotoRejected' ? (event.data.reason ?? null) : null;
      // One statement each (the demo seed runs about ten of these per member): main_image changes only when this photo is main.
      await tx.query(
        `WITH changed AS (UPDATE photos SET status = $4, rejection_reason = $6 WHERE id = $5 RETURNING id, member_id, status, main, source)
         ${setMainImageFrom('changed')} AND EXISTS (SELECT 1 FROM changed WHERE main)`,
        [memberId, ...nameTemplates(memberId), event.type === 'PhotoApproved' ? 'active' : 'rejected', photoId, reason],
      );
      return;
    }
    case 'MainPhotoChosen':
      await tx.query(
        `WITH chosen AS (UPDATE photos SET main = (id = $4) WHERE member_id = $1 RETURNING id, member_id, status, main, source)
         ${setMainImageFrom('chosen')}`,
        [memberId, ...nameTemplates(memberId), photoId],
      );
      return;
    case 'PhotoDeleted':
      await tx.query('DELETE FROM photos WHERE id = $1', [photoId]);
      // A MainPhotoChosen follows when another photo takes over; with none left, main_image becomes null.
      await tx.query(setMainImageFrom('photos'), [memberId, ...nameTemplates(memberId)]);
      return;
  }
});
