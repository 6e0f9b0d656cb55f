import { accept, reject, type Decision } from '../../events/decision';
import type { DeskEvent, DeskState } from './events';

/** How long a claim holds without an answer: long enough to read and write, short enough that a message left behind waits little. */
export const deskClaimMs = 5 * 60_000;

export type DeskCommand =
  | { readonly type: 'ClaimConversation'; readonly data: { readonly conversationId: number; readonly staffId: number; readonly at: Date } }
  | { readonly type: 'ReleaseConversation'; readonly data: { readonly conversationId: number; readonly staffId: number; readonly at: Date } }
  /** Ends the writer's claim because their answer is being sent: refused unless they hold it. */
  | { readonly type: 'AnswerConversation'; readonly data: { readonly conversationId: number; readonly staffId: number; readonly at: Date } };

export type DeskRejection = 'claimed_by_other' | 'not_claimed';

type DeskDecision = Decision<DeskEvent, DeskRejection>;

const heldBy = (state: DeskState, staffId: number, at: Date): boolean => state.claim !== null && state.claim.staffId === staffId && state.claim.until > at.getTime();
const heldByOther = (state: DeskState, staffId: number, at: Date): boolean => state.claim !== null && state.claim.staffId !== staffId && state.claim.until > at.getTime();

/** Claiming again renews the writer's own claim; another's unexpired claim refuses. */
const claim = ({ conversationId, staffId, at }: DeskCommand['data'], state: DeskState): DeskDecision => {
  if (heldByOther(state, staffId, at)) return reject('claimed_by_other');
  return accept({
    type: 'DeskClaimed',
    data: { conversationId, claimedBy: staffId, until: new Date(at.getTime() + deskClaimMs).toISOString(), claimedAt: at.toISOString() },
  });
};

const release = ({ conversationId, staffId, at }: DeskCommand['data'], why: 'answered' | 'let_go'): DeskEvent => ({
  type: 'DeskReleased',
  data: { conversationId, releasedBy: staffId, why, releasedAt: at.toISOString() },
});

export const decide = (command: DeskCommand, state: DeskState): DeskDecision => {
  switch (command.type) {
    case 'ClaimConversation':
      return claim(command.data, state);
    // Letting go of a claim one does not hold records nothing.
    case 'ReleaseConversation':
      return heldBy(state, command.data.staffId, command.data.at) ? accept(release(command.data, 'let_go')) : accept();
    case 'AnswerConversation':
      return heldBy(state, command.data.staffId, command.data.at) ? accept(release(command.data, 'answered')) : reject('not_claimed');
  }
};
