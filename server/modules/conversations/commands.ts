import type { Queryable } from '../../db/database';
import { reject } from '../../events/decision';
import { isBlockedEitherWay, isConversationBlocked } from '../blocks/read';
import { handleCommand } from '../handle-command';
import { decide, type ConversationCommand } from './decide';
import { conversationAggregate, conversationStreamId } from './events';

// A block hides the members from each other: starting or continuing a conversation across it is refused
// as if the member did not exist.
const isBlocked = async (tx: Queryable, conversationId: number, command: ConversationCommand): Promise<boolean> => {
  if (command.type === 'StartConversation') return isBlockedEitherWay(tx, command.data.from, command.data.to);
  if (command.type === 'SendMessage') return isConversationBlocked(tx, conversationId, command.data.from);
  return false;
};

export const runConversationCommand = async (tx: Queryable, conversationId: number, command: ConversationCommand) =>
  (await isBlocked(tx, conversationId, command))
    ? reject('not_found' as const)
    : handleCommand(tx, conversationAggregate, conversationStreamId(conversationId), (state) => decide(command, state), command.data.at);
