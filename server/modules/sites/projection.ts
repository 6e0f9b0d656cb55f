import { defineProjection } from '../../events/projection';
import { SiteEvent } from './events';

export const siteProjection = defineProjection('sites', SiteEvent, ['sites'], async (tx, event) => {
  switch (event.type) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one event type so far; the exhaustive switch is the module's shape
    case 'SiteConfigured': {
      const { domain, settings, company, configuredAt } = event.data;
      await tx.query(
        `INSERT INTO sites (domain, settings, company, configured_at) VALUES ($1, $2::jsonb, $3::jsonb, $4)
         ON CONFLICT (domain) DO UPDATE SET settings = excluded.settings, company = excluded.company, configured_at = excluded.configured_at`,
        [domain, JSON.stringify(settings), JSON.stringify(company), configuredAt],
      );
      return;
    }
  }
});
