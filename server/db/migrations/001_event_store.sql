-- The event store: every change of every aggregate, in one append-only table.
CREATE TABLE events (
  position    bigserial   PRIMARY KEY,
  stream_id   text        NOT NULL,
  version     integer     NOT NULL CHECK (version >= 1),
  type        text        NOT NULL,
  data        jsonb       NOT NULL,
  occurred_at timestamptz NOT NULL,
  -- Optimistic concurrency: two writers appending the same version of a stream cannot both commit.
  CONSTRAINT events_stream_version UNIQUE (stream_id, version)
);

-- Ids are taken before a command is decided, so the decider stays pure.
CREATE SEQUENCE member_id_seq;
CREATE SEQUENCE conversation_id_seq;
CREATE SEQUENCE message_id_seq;
