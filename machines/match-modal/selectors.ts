import type { SnapshotFrom } from 'xstate';
import type { matchModalMachine } from './match-modal.machine';

type MatchModalSnapshot = SnapshotFrom<typeof matchModalMachine>;

/** The modal is shown (not while the auto-like profile is still loading). */
export const selectIsOpen = (s: MatchModalSnapshot) => s.matches({ modal: 'open' });
/** The liker shown (photo relative to cdn_prefix); null until there is one. */
export const selectProfile = (s: MatchModalSnapshot) => s.context.profile;
/** The configurable button: caption message id and path. */
export const selectButton = (s: MatchModalSnapshot) => s.context.button;
