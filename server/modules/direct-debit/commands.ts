import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type MandateCommand } from './decide';
import { mandateAggregate, mandateStreamId } from './events';

/** Runs a command on the mandate's stream, `mandate-<id>`, in the caller's transaction. */
export const runMandateCommand = (tx: Queryable, mandateId: string, command: MandateCommand) =>
  handleCommand(tx, mandateAggregate, mandateStreamId(mandateId), (state) => decide(command, state), command.data.at);
