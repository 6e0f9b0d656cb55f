-- Web push (server/modules/push): operational tables, not derived from events, so a projection rebuild leaves them alone.

-- The server's one VAPID key pair (RFC 8292), made at the first start and the same for every process after.
CREATE TABLE push_vapid_keys (
  id          smallint    PRIMARY KEY CHECK (id = 1),
  public_key  text        NOT NULL,
  private_key text        NOT NULL,
  created_at  timestamptz NOT NULL
);

-- One row per browser subscription (its endpoint), saved by the session that made it: a logged-out session's
-- device gets no pushes, and the same browser logging in again takes its row over.
CREATE TABLE push_subscriptions (
  endpoint     text        PRIMARY KEY,
  member_id    bigint      NOT NULL,
  session_hash text        NOT NULL,
  p256dh       text        NOT NULL,
  auth         text        NOT NULL,
  saved_at     timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_member ON push_subscriptions (member_id);
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_hash);

-- The push outbox: one row per push to one subscription, inserted in the transaction of the event that wants it,
-- so a push exists exactly when that change committed. The sender claims due rows by moving next_attempt_at
-- ahead (a lease), sends, then deletes them; a failure moves next_attempt_at on by a backoff and keeps the error.
CREATE TABLE push_outbox (
  id              bigserial   PRIMARY KEY,
  endpoint        text        NOT NULL,
  -- The VAPID subject (RFC 8292 §2.1): how the push service reaches the site's operator (mailto:support address).
  contact         text        NOT NULL,
  payload         text        NOT NULL,
  urgency         text        NOT NULL,
  topic           text        NOT NULL,
  ttl_seconds     integer     NOT NULL,
  created_at      timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  attempts        integer     NOT NULL DEFAULT 0,
  last_error      text
);
CREATE INDEX push_outbox_due ON push_outbox (next_attempt_at);
CREATE INDEX push_outbox_endpoint ON push_outbox (endpoint);
