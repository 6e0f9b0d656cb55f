-- Issue 14, the text queue: members' names and about texts the rules flagged (server/modules/texts/rules.ts),
-- waiting for a moderator. One row per member and field; the row goes when a moderator decides or the member
-- writes a new text. `matches`: [{rule, start, end}] in UTF-16 code units of `text`.
CREATE TABLE flagged_texts (
  member_id  bigint      NOT NULL,
  field      text        NOT NULL CHECK (field IN ('name', 'about')),
  text       text        NOT NULL,
  flags      jsonb       NOT NULL,
  matches    jsonb       NOT NULL,
  flagged_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, field)
);
-- The queue, oldest first.
CREATE INDEX flagged_texts_waiting ON flagged_texts (flagged_at);

-- The words and phrases a site flags in members' texts (SiteConfigured.flaggedWords; server side only).
ALTER TABLE sites ADD COLUMN flagged_words jsonb NOT NULL DEFAULT '[]'::jsonb;
