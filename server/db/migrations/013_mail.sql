-- Operational tables for e-mail: not derived from events, so a projection rebuild leaves them alone.

-- The transactional outbox: a command that needs a mail inserts it here in its own transaction, so a mail
-- exists exactly when the change that wanted it committed. The sender (server/modules/mail/sender.ts)
-- claims due rows by moving next_attempt_at ahead (a lease), delivers, then sets sent_at; a failure moves
-- next_attempt_at on by a backoff and keeps the error.
CREATE TABLE mail_outbox (
  id              bigserial   PRIMARY KEY,
  site            text        NOT NULL,
  member_id       bigint,
  to_address      text        NOT NULL,
  language        text        NOT NULL,
  kind            text        NOT NULL,
  subject         text        NOT NULL,
  text            text        NOT NULL,
  html            text        NOT NULL,
  from_name       text        NOT NULL,
  created_at      timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  sent_at         timestamptz,
  attempts        integer     NOT NULL DEFAULT 0,
  last_error      text
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
-- The daily resend limit counts a member's mails of a kind in the last 24 hours.
CREATE INDEX mail_outbox_member_kind ON mail_outbox (member_id, kind, created_at) WHERE member_id IS NOT NULL;
CREATE INDEX mail_outbox_sent ON mail_outbox (sent_at DESC) WHERE sent_at IS NOT NULL;

-- One activation token per member (a new one replaces the old): only its SHA-256, never the token itself.
CREATE TABLE activation_tokens (
  member_id  bigint      PRIMARY KEY,
  token_hash text        NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL
);
