-- Leaving (issue 10): account deletion, reactivation, erasure, complaints.

-- AccountDeleted: when; profile_status is then 'deleted' (no read that lists members accepts it), and
-- 'erased' once AccountErased anonymised the row. The erasure job looks for deletions past their 14 days.
ALTER TABLE members ADD COLUMN deleted_at timestamptz;
CREATE INDEX members_deleted ON members (deleted_at) WHERE profile_status = 'deleted';

-- Operational (not derived from events, left alone by a rebuild): one reactivation link per deleted
-- member, only the SHA-256 of its token; removed when used, on reactivation and on erasure.
CREATE TABLE reactivation_tokens (
  member_id  bigint      PRIMARY KEY,
  token_hash text        NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL
);

-- Stream complaint-<number>: ComplaintSubmitted (the staff console of issue 14 answers on the same stream).
-- The number comes from a sequence taken before the command; the reference shows it as C-<year>-<000123>.
CREATE SEQUENCE complaint_number_seq;
CREATE TABLE complaints (
  number       bigint      PRIMARY KEY,
  reference    text        NOT NULL UNIQUE,
  site         text        NOT NULL,
  member_id    bigint,
  name         text        NOT NULL,
  email        text        NOT NULL,
  subject      text        NOT NULL,
  message      text        NOT NULL,
  language     text        NOT NULL,
  submitted_at timestamptz NOT NULL
);
CREATE INDEX complaints_submitted ON complaints (submitted_at DESC);
CREATE INDEX complaints_member ON complaints (member_id) WHERE member_id IS NOT NULL;
