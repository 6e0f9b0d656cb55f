import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type SiteCommand } from './decide';
import { siteAggregate, siteStreamId } from './events';

export const runSiteCommand = (tx: Queryable, command: SiteCommand) =>
  handleCommand(tx, siteAggregate, siteStreamId(command.data.settings.domain), (state) => decide(command, state), command.data.at);
