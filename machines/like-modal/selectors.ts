import type { SnapshotFrom } from 'xstate';
import type { likeModalMachine } from './like-modal.machine';

type LikeModalSnapshot = SnapshotFrom<typeof likeModalMachine>;

/** The like modal is shown. */
export const selectIsOpen = (s: LikeModalSnapshot) => s.matches('open');
/** The member the modal is about (its button leads to /members/{id}); null while idle. */
export const selectMemberId = (s: LikeModalSnapshot) => s.context.due?.memberId ?? null;
