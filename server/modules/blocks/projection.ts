import { defineProjection } from '../../events/projection';
import { BlockEvent } from './events';

export const blockProjection = defineProjection('blocks', BlockEvent, ['blocks'], async (tx, event) => {
  switch (event.type) {
    case 'MemberBlocked':
      await tx.query('INSERT INTO blocks (blocker_id, blocked_id, blocked_at) VALUES ($1, $2, $3)', [
        event.data.blockerId,
        event.data.blockedId,
        event.data.blockedAt,
      ]);
      return;
    case 'MemberUnblocked':
      await tx.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [event.data.blockerId, event.data.blockedId]);
      return;
  }
});
