import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type BlockCommand } from './decide';
import { blocksAggregate, blocksStreamId } from './events';

/** Runs a block command on the blocker's stream, `blocks-<blocker>`, in the caller's transaction. */
export const runBlockCommand = (tx: Queryable, command: BlockCommand) =>
  handleCommand(tx, blocksAggregate, blocksStreamId(command.data.blocker), (state) => decide(command, state), command.data.at);
