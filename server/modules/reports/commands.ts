import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, resolveReports, type ReportCommand, type ResolveReportsCommand } from './decide';
import { reportedAggregate, reportedStreamId, reportsAggregate, reportsStreamId } from './events';

export const runReportCommand = (tx: Queryable, command: ReportCommand) =>
  handleCommand(tx, reportsAggregate, reportsStreamId(command.data.reporter), (state) => decide(command, state), command.data.at);

export const runResolveReports = (tx: Queryable, command: ResolveReportsCommand) =>
  handleCommand(tx, reportedAggregate, reportedStreamId(command.data.memberId), (state) => resolveReports(command, state), command.data.at);
