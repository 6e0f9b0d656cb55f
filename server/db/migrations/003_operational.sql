-- Operational tables: not derived from events, so a projection rebuild leaves them alone.

-- Answers of POSTs that carried an Idempotency-Key. The key row is inserted first, in the transaction
-- that runs the request, so a concurrent duplicate waits on the primary key and then reads the answer.
CREATE TABLE idempotency_keys (
  scope      text        NOT NULL,
  endpoint   text        NOT NULL,
  key        text        NOT NULL,
  status     integer,
  body       jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, endpoint, key)
);

-- When a session was last seen (page-hidden beacons). A heartbeat, far too frequent and too unimportant
-- to be an event.
CREATE TABLE session_activity (
  session_hash text        PRIMARY KEY,
  last_seen    timestamptz NOT NULL
);
