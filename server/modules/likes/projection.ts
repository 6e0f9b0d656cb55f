import { defineProjection } from '../../events/projection';
import { LikeEvent } from './events';

export const likeProjection = defineProjection('likes', LikeEvent, ['likes'], async (tx, event) => {
  switch (event.type) {
    case 'LikeGiven':
      await tx.query('INSERT INTO likes (from_id, to_id, liked_at, is_new) VALUES ($1, $2, $3, true)', [
        event.data.from,
        event.data.to,
        event.data.likedAt,
      ]);
      return;
    case 'LikeSeen':
      await tx.query('UPDATE likes SET is_new = false WHERE from_id = $1 AND to_id = $2', [event.data.from, event.data.to]);
      return;
    case 'LikeWithdrawn':
      await tx.query('DELETE FROM likes WHERE from_id = $1 AND to_id = $2', [event.data.from, event.data.to]);
      return;
  }
});
