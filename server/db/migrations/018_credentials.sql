-- Password, e-mail address, notification settings and mail feedback (issue 10).

-- The member's own choice per e-mail notification type, only the types chosen (the defaults are in code:
-- server/modules/accounts/notifications.ts). Written by NotificationChoicesChanged.
ALTER TABLE members ADD COLUMN notification_choices jsonb NOT NULL DEFAULT '{}'::jsonb;

-- The mailed links of a password reset and of an e-mail change: only the SHA-256 of a token, never the token.
-- One open token per member and purpose (a new mail's link replaces the old); a used one keeps its row with
-- used_at, so a second use is told apart from an unknown link. `email` is the new address of a change.
CREATE TABLE credential_tokens (
  token_hash text        PRIMARY KEY,
  member_id  bigint      NOT NULL,
  purpose    text        NOT NULL CHECK (purpose IN ('reset', 'mail_change')),
  email      text,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE UNIQUE INDEX credential_tokens_open ON credential_tokens (member_id, purpose) WHERE used_at IS NULL;

-- Password-reset requests per address (the SHA-256 of the normalised address), whether or not it has an
-- account, for the daily limit: counting only addresses with an account would tell which have one.
CREATE TABLE password_reset_requests (
  address_hash text        NOT NULL,
  requested_at timestamptz NOT NULL
);
CREATE INDEX password_reset_requests_address ON password_reset_requests (address_hash, requested_at);

-- Where a mail's links point (the origin the member used), for its List-Unsubscribe header; and what became
-- of it after the SMTP server took it: a bounce (5xx at sending, or a DSN later) or a spam complaint.
ALTER TABLE mail_outbox ADD COLUMN origin text;
ALTER TABLE mail_outbox ADD COLUMN bounced_at timestamptz;
ALTER TABLE mail_outbox ADD COLUMN complained_at timestamptz;

-- The key that signs List-Unsubscribe tokens and VERP bounce addresses, made once by the first process that
-- needs it (32 random bytes, base64url) and shared by every process through the database.
CREATE TABLE mail_signing_key (
  id  integer PRIMARY KEY CHECK (id = 1),
  key text    NOT NULL
);
