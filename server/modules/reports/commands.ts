import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type ReportCommand } from './decide';
import { reportsAggregate, reportsStreamId } from './events';

export const runReportCommand = (tx: Queryable, command: ReportCommand) =>
  handleCommand(tx, reportsAggregate, reportsStreamId(command.data.reporter), (state) => decide(command, state), command.data.at);
