-- Read tables, written only by projections (server/modules/*/projection.ts) and rebuilt from events
-- by `npm run rebuild-projections`. No foreign keys: a rebuild replays streams in global order, and a
-- projection must not depend on another stream having been replayed first.

CREATE TABLE sites (
  domain        text        PRIMARY KEY,
  settings      jsonb       NOT NULL,
  company       jsonb       NOT NULL,
  configured_at timestamptz NOT NULL
);

CREATE TABLE members (
  id                     bigint      PRIMARY KEY,
  site                   text        NOT NULL,
  email                  text,
  password_hash          text,
  name                   text        NOT NULL,
  gender                 text        NOT NULL,
  birth_date             date        NOT NULL,
  country                text        NOT NULL,
  region                 text        NOT NULL,
  city                   text        NOT NULL,
  language               text        NOT NULL,
  fictional              boolean     NOT NULL,
  paid_user              boolean     NOT NULL,
  credits                integer     NOT NULL CHECK (credits >= 0),
  status                 text        NOT NULL,
  profile_status         text        NOT NULL,
  main_image             jsonb,
  notifications_disabled jsonb       NOT NULL,
  signup_date            timestamptz NOT NULL
);
-- An e-mail address has at most one account per site.
CREATE UNIQUE INDEX members_site_email ON members (site, email) WHERE email IS NOT NULL;
CREATE INDEX members_search ON members (country, gender, birth_date);

-- Only the SHA-256 of a session token is stored; the token itself lives in the member's cookie.
CREATE TABLE sessions (
  hash       text        PRIMARY KEY,
  member_id  bigint      NOT NULL,
  started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE conversations (
  id              bigint      PRIMARY KEY,
  started_by      bigint      NOT NULL,
  started_at      timestamptz NOT NULL,
  last_message_id bigint,
  last_activity   timestamptz NOT NULL
);

CREATE TABLE conversation_members (
  conversation_id bigint  NOT NULL,
  member_id       bigint  NOT NULL,
  num_unread      integer NOT NULL CHECK (num_unread >= 0),
  PRIMARY KEY (conversation_id, member_id)
);
CREATE INDEX conversation_members_member ON conversation_members (member_id);

CREATE TABLE messages (
  id              bigint      PRIMARY KEY,
  conversation_id bigint      NOT NULL,
  sender_id       bigint      NOT NULL,
  text            text        NOT NULL,
  sent_at         timestamptz NOT NULL
);
CREATE INDEX messages_conversation ON messages (conversation_id, id);

CREATE TABLE likes (
  from_id  bigint      NOT NULL,
  to_id    bigint      NOT NULL,
  liked_at timestamptz NOT NULL,
  is_new   boolean     NOT NULL,
  PRIMARY KEY (from_id, to_id)
);
CREATE INDEX likes_to ON likes (to_id, is_new, liked_at);
