-- rebuild-projections
-- Issue 14, the staff dashboard: per site and UTC day, counters kept by the projection in
-- server/modules/dashboard/projection.ts, so a dashboard reads a few rows instead of scanning the events.
-- Read tables only, without foreign keys: a rebuild empties and refills them. The line above has the server
-- rebuild every read table once after applying this file, so a database with events gets its past days too.
CREATE TABLE site_daily_stats (
  site            text    NOT NULL,
  day             date    NOT NULL,
  signups         integer NOT NULL DEFAULT 0,
  activations     integer NOT NULL DEFAULT 0,
  first_purchases integer NOT NULL DEFAULT 0,
  messages_sent   integer NOT NULL DEFAULT 0,
  active_members  integer NOT NULL DEFAULT 0,
  -- Per currency code: {"EUR": {"amount": 1499, "purchases": 1, "refunded": 0}}, amounts in minor units.
  revenue         jsonb   NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (site, day)
);

-- Who counted as active on a day already: a member counts once a day, however often they log in or write.
CREATE TABLE site_stats_active (
  member_id bigint NOT NULL,
  day       date   NOT NULL,
  PRIMARY KEY (member_id, day)
);

-- Members who bought before, with the payment of their first purchase: their next one is no first purchase.
CREATE TABLE site_stats_buyers (
  member_id        bigint PRIMARY KEY,
  first_payment_id text   NOT NULL
);

-- The last event of each stream the counters took in: an event seen again adds nothing.
CREATE TABLE site_stats_counted (
  stream_id text    PRIMARY KEY,
  version   integer NOT NULL
);
