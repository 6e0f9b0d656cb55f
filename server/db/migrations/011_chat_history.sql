-- Spec §9: a site's chat history limit in days (a server-side setting, not among the settings the browser
-- reads): older messages are not served, and the daily purge removes them.
ALTER TABLE sites ADD COLUMN chat_history_days integer NOT NULL DEFAULT 365 CHECK (chat_history_days > 0);
CREATE INDEX messages_sent_at ON messages (sent_at);
