import type { Queryable } from '../../db/database';
import { defaultChatHistoryDays } from './events';

const dayMs = 86_400_000;

/** The oldest moment a site's chat history limit still serves at `now` (spec §9). */
export const chatHistoryStart = async (q: Queryable, domain: string, now: Date): Promise<Date> => {
  const [site] = await q.query<{ days: number }>('SELECT chat_history_days AS days FROM sites WHERE domain = $1', [domain]);
  return new Date(now.getTime() - (site?.days ?? defaultChatHistoryDays) * dayMs);
};

/** The oldest moment any site still serves at `now`: older messages are purged. */
export const purgeBefore = async (q: Queryable, now: Date): Promise<Date> => {
  const [longest] = await q.query<{ days: number | null }>('SELECT max(chat_history_days) AS days FROM sites');
  return new Date(now.getTime() - (longest?.days ?? defaultChatHistoryDays) * dayMs);
};
