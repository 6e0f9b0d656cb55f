import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { decide, type SiteCommand } from './decide';
import { siteAggregate, siteStreamId } from './events';

const domainOf = (command: SiteCommand): string => (command.type === 'ConfigureSite' ? command.data.settings.domain : command.data.domain);

export const runSiteCommand = (tx: Queryable, command: SiteCommand) =>
  handleCommand(tx, siteAggregate, siteStreamId(domainOf(command)), (state) => decide(command, state), command.data.at);
