-- Issue 14: the conversation desk's claims (who is writing the operated profile's answer, until when).
CREATE TABLE desk_claims (
  conversation_id bigint      PRIMARY KEY,
  staff_id        bigint      NOT NULL,
  until           timestamptz NOT NULL
);
-- The desk's queue reads the profiles a site operates.
CREATE INDEX members_fictional ON members (site) WHERE fictional;
