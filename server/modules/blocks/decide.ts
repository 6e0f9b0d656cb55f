import { accept, reject, type Decision } from '../../events/decision';
import type { BlockEvent, BlocksState } from './events';

export type BlockCommand =
  | { readonly type: 'BlockMember'; readonly data: { readonly blocker: number; readonly blocked: number; readonly at: Date } }
  | { readonly type: 'UnblockMember'; readonly data: { readonly blocker: number; readonly blocked: number; readonly at: Date } };

export type BlockRejection = 'with_self';

type BlockDecision = Decision<BlockEvent, BlockRejection>;
type CommandOf<T extends BlockCommand['type']> = Extract<BlockCommand, { type: T }>;

/** Blocking a member already blocked records nothing: the button may be pressed twice. */
export const blockMember = ({ data }: CommandOf<'BlockMember'>, state: BlocksState): BlockDecision => {
  if (data.blocker === data.blocked) return reject('with_self');
  if (state.blocked.has(data.blocked)) return accept();
  return accept({ type: 'MemberBlocked', data: { blockerId: data.blocker, blockedId: data.blocked, blockedAt: data.at.toISOString() } });
};

/** Unblocking a member not blocked records nothing. */
export const unblockMember = ({ data }: CommandOf<'UnblockMember'>, state: BlocksState): BlockDecision =>
  state.blocked.has(data.blocked)
    ? accept({ type: 'MemberUnblocked', data: { blockerId: data.blocker, blockedId: data.blocked, unblockedAt: data.at.toISOString() } })
    : accept();

export const decide = (command: BlockCommand, state: BlocksState): BlockDecision => {
  switch (command.type) {
    case 'BlockMember':
      return blockMember(command, state);
    case 'UnblockMember':
      return unblockMember(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
