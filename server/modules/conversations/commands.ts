import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type ConversationCommand } from './decide';
import { conversationAggregate, conversationStreamId } from './events';

export const runConversationCommand = (tx: Queryable, conversationId: number, command: ConversationCommand) =>
  handleCommand(tx, conversationAggregate, conversationStreamId(conversationId), (state) => decide(command, state), command.data.at);
