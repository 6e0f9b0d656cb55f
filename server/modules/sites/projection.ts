import { defineProjection } from '../../events/projection';
import { defaultChatHistoryDays, defaultPhotoModeration, SiteEvent } from './events';

export const siteProjection = defineProjection('sites', SiteEvent, ['sites'], async (tx, event) => {
  switch (event.type) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one event type so far; the exhaustive switch is the module's shape
    case 'SiteConfigured': {
      const { domain, settings, company, configuredAt, chatHistoryDays, photoModeration, flaggedWords, catalogue } = event.data;
      await tx.query(
        `INSERT INTO sites (domain, settings, company, configured_at, chat_history_days, photo_moderation, flagged_words, catalogue)
         VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7::jsonb, $8::jsonb)
         ON CONFLICT (domain) DO UPDATE SET settings = excluded.settings, company = excluded.company, configured_at = excluded.configured_at,
                                            chat_history_days = excluded.chat_history_days, photo_moderation = excluded.photo_moderation,
                                            flagged_words = excluded.flagged_words, catalogue = excluded.catalogue`,
        [domain, JSON.stringify(settings), JSON.stringify(company), configuredAt, chatHistoryDays ?? defaultChatHistoryDays, photoModeration ?? defaultPhotoModeration,
          JSON.stringify(flaggedWords ?? []), catalogue === undefined ? null : JSON.stringify(catalogue)],
      );
      return;
    }
  }
});
