-- Search at scale (keyset pages over a million members), invisible mode, blocks and reports.

-- InvisibleModeChanged: an invisible member is never listed in search.
ALTER TABLE members ADD COLUMN invisible boolean NOT NULL DEFAULT false;

-- Search order: members with a photo first, then the newest signup, then the highest id, every part
-- descending so that one row comparison, (has photo, signup_date, id) < cursor, continues a page. Both
-- indexes hold only what search lists (active, visible), and serve the order directly:
-- - by country and gender (the filtered search), with birth_date as a trailing key so the age range is
--   checked in the index rather than on the table rows;
-- - by the order alone, for a search without a gender over all of the site's countries.
DROP INDEX members_search;
CREATE INDEX members_search_filtered ON members (country, gender, (main_image IS NOT NULL), signup_date, id, birth_date)
  WHERE profile_status = 'active' AND NOT invisible;
CREATE INDEX members_search_order ON members ((main_image IS NOT NULL), signup_date, id)
  WHERE profile_status = 'active' AND NOT invisible;

-- Stream blocks-<blockerId>: MemberBlocked / MemberUnblocked.
CREATE TABLE blocks (
  blocker_id bigint      NOT NULL,
  blocked_id bigint      NOT NULL,
  blocked_at timestamptz NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
);
-- "Who blocked me": search hides those members from their blocked party too.
CREATE INDEX blocks_blocked ON blocks (blocked_id, blocker_id);

-- Stream reports-<reporterId>: ProfileReported. The id is the event's position in the store, so a
-- rebuild gives every report the same id again.
CREATE TABLE reports (
  id          bigint      PRIMARY KEY,
  reporter_id bigint      NOT NULL,
  reported_id bigint      NOT NULL,
  reason      text        NOT NULL,
  note        text,
  reported_at timestamptz NOT NULL
);
CREATE INDEX reports_reported ON reports (reported_id, reported_at);
