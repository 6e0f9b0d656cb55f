import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type DeskCommand } from './decide';
import { deskAggregate, deskStreamId } from './events';

/** Runs a desk command on `desk-<conversationId>` in the caller's transaction. */
export const runDeskCommand = (tx: Queryable, command: DeskCommand) =>
  handleCommand(tx, deskAggregate, deskStreamId(command.data.conversationId), (state) => decide(command, state), command.data.at);
