import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type AccountCommand } from './decide';
import { accountAggregate, accountStreamId } from './events';

/** Runs an account command on `account-<memberId>` in the caller's transaction. */
export const runAccountCommand = (tx: Queryable, memberId: number, command: AccountCommand) =>
  handleCommand(tx, accountAggregate, accountStreamId(memberId), (state) => decide(command, state), command.data.at);
