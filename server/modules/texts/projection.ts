import { defineProjection } from '../../events/projection';
import { AccountEvent } from '../accounts/events';

/**
 * flagged_texts: the text queue (issue 14). A flagged text waits until a moderator approves or edits it, or
 * the member writes a new about text (ProfileEdited comes before the new text's own TextFlagged).
 */
export const flaggedTextsProjection = defineProjection('flagged_texts', AccountEvent, ['flagged_texts'], async (tx, event) => {
  switch (event.type) {
    case 'TextFlagged': {
      const { memberId, field, text, flags, matches, flaggedAt } = event.data;
      await tx.query(
        `INSERT INTO flagged_texts (member_id, field, text, flags, matches, flagged_at) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)
         ON CONFLICT (member_id, field) DO UPDATE SET text = excluded.text, flags = excluded.flags, matches = excluded.matches, flagged_at = excluded.flagged_at`,
        [memberId, field, text, JSON.stringify(flags), JSON.stringify(matches), flaggedAt],
      );
      return;
    }
    case 'TextApproved':
    case 'TextEdited':
      await tx.query('DELETE FROM flagged_texts WHERE member_id = $1 AND field = $2', [event.data.memberId, event.data.field]);
      return;
    case 'ProfileEdited':
      if (event.data.changes.about !== undefined) await tx.query("DELETE FROM flagged_texts WHERE member_id = $1 AND field = 'about'", [event.data.memberId]);
      return;
    case 'AccountErased':
      await tx.query('DELETE FROM flagged_texts WHERE member_id = $1', [event.data.memberId]);
      return;
    default:
      return;
  }
});
