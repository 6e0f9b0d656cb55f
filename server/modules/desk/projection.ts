import { defineProjection } from '../../events/projection';
import { DeskEvent } from './events';

/** desk_claims: the conversations someone of the desk is writing in, and until when (an expired row is no claim). */
export const deskProjection = defineProjection('desk', DeskEvent, ['desk_claims'], async (tx, event) => {
  switch (event.type) {
    case 'DeskClaimed': {
      const { conversationId, claimedBy, until } = event.data;
      await tx.query(
        `INSERT INTO desk_claims (conversation_id, staff_id, until) VALUES ($1, $2, $3)
         ON CONFLICT (conversation_id) DO UPDATE SET staff_id = excluded.staff_id, until = excluded.until`,
        [conversationId, claimedBy, until],
      );
      return;
    }
    case 'DeskReleased':
      await tx.query('DELETE FROM desk_claims WHERE conversation_id = $1', [event.data.conversationId]);
      return;
  }
});
