import { defineProjection } from '../../events/projection';
import { defaultChatHistoryDays, defaultPhotoModeration, SiteEvent } from './events';

export const siteProjection = defineProjection('sites', SiteEvent, ['sites'], async (tx, event) => {
  switch (event.type) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one event type so far; the exhaustive switch is the module's shape
    case 'SiteConfigured': {
      const { domain, settings, company, configuredAt, chatHistoryDays, photoModeration, flaggedWords } = event.data;
      await tx.query(
        `INSERT INTO sites (domain, settings, company, configured_at, chat_history_days, photo_moderation, flagged_words)
         VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7::jsonb)
         ON CONFLICT (domain) DO UPDATE SET settings = excluded.settings, company = excluded.company, configured_at = excluded.configured_at,
                                            chat_history_days = excluded.chat_history_days, photo_moderation = excluded.photo_moderation,
                                            flagged_words = excluded.flagged_words`,
        [domain, JSON.stringify(settings), JSON.stringify(company), configuredAt, chatHistoryDays ?? defaultChatHistoryDays, photoModeration ?? defaultPhotoModeration,
          JSON.stringify(flaggedWords ?? [])],
      );
      return;
    }
  }
});
