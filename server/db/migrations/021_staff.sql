-- Staff (issue 14): the people who run the sites, apart from members. The staff read table is projected from
-- the `staff-<id>` streams; staff sessions are operational (a rebuild leaves them alone), like member sessions'
-- page-hidden heartbeats.
CREATE SEQUENCE staff_id_seq;

CREATE TABLE staff (
  id            bigint      PRIMARY KEY,
  email         text        NOT NULL UNIQUE,
  name          text        NOT NULL,
  roles         text[]      NOT NULL,
  -- The sites this staff member works on; NULL: every site.
  sites         text[],
  enrolled      boolean     NOT NULL,
  added_at      timestamptz NOT NULL,
  last_login_at timestamptz
);

-- One row per logged-in console: the SHA-256 of the cookie's token, ending after 30 idle minutes.
CREATE TABLE staff_sessions (
  token_hash  text        PRIMARY KEY,
  staff_id    bigint      NOT NULL,
  started_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- The audit trail is the event log: every staff action's event names the staff member in data.staffId.
CREATE INDEX events_by_staff ON events (((data->>'staffId')::bigint), position) WHERE data ? 'staffId';

-- Photos awaiting a moderator, oldest first.
CREATE INDEX photos_pending ON photos (uploaded_at) WHERE status = 'pending';

-- Why a moderator refused a photo (a closed set of reasons), told to its owner in their language.
ALTER TABLE photos ADD COLUMN rejection_reason text;
