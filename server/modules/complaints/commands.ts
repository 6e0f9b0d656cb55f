import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type ComplaintCommand } from './decide';
import { complaintAggregate, complaintStreamId } from './events';

/** Runs a complaint command on `complaint-<number>` in the caller's transaction. */
export const runComplaintCommand = (tx: Queryable, command: ComplaintCommand) =>
  handleCommand(tx, complaintAggregate, complaintStreamId(command.data.number), (state) => decide(command, state), command.data.at);
