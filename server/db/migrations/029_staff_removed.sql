-- Issue 14: a staff account removed by a site admin (StaffRemoved) keeps its row, so the audit still names who did
-- what before; it no longer logs in, is listed or holds a session. Its address stays taken.
ALTER TABLE staff ADD COLUMN removed_at timestamptz;
