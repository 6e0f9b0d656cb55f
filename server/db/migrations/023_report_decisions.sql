-- Issue 14: reports a moderator decided, and the conversation a report names (reported from inside it).
ALTER TABLE reports ADD COLUMN conversation_id bigint, ADD COLUMN resolved_at timestamptz, ADD COLUMN decision text, ADD COLUMN resolved_by bigint;
-- The open queue: reports nobody decided yet, oldest first.
CREATE INDEX reports_open ON reports (reported_at) WHERE resolved_at IS NULL;
