-- Issue 14, the console's catalogue: a site's credit packages per currency and its discount codes
-- (SiteConfigured.catalogue). NULL: the site sells the starting catalogue (server/modules/sites/starting-catalogue.ts).
ALTER TABLE sites ADD COLUMN catalogue jsonb;
