import { defineProjection } from '../../events/projection';
import { SwipeEvent } from './events';

export const swipeProjection = defineProjection('swipes', SwipeEvent, ['swipes'], async (tx, event) => {
  switch (event.type) {
    case 'CandidateLiked':
      await tx.query(`INSERT INTO swipes (member_id, candidate_id, decision, swiped_at) VALUES ($1, $2, 'like', $3)`, [
        event.data.memberId,
        event.data.candidateId,
        event.data.likedAt,
      ]);
      return;
    case 'CandidatePassed':
      await tx.query(`INSERT INTO swipes (member_id, candidate_id, decision, swiped_at) VALUES ($1, $2, 'pass', $3)`, [
        event.data.memberId,
        event.data.candidateId,
        event.data.passedAt,
      ]);
      return;
  }
});
