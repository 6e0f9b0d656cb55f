import type { Queryable } from '../../db/database';
import { siteConfigured } from '../../http/site-cache';
import { handleCommand } from '../handle-command';
import { decide, type SiteCommand } from './decide';
import { siteAggregate, siteStreamId } from './events';

export const runSiteCommand = async (tx: Queryable, command: SiteCommand) => {
  const decision = await handleCommand(tx, siteAggregate, siteStreamId(command.data.settings.domain), (state) => decide(command, state), command.data.at);
  // The in-memory site cache must not serve the old settings (see server/http/site-cache.ts).
  if (decision.kind === 'accepted' && decision.events.length > 0) siteConfigured();
  return decision;
};
