-- Stream swipes-<memberId>: CandidateLiked / CandidatePassed. One row per member decided on in the swipe
-- game, so the game never shows them again; the likes are also LikeGiven events (the likes table).
CREATE TABLE swipes (
  member_id    bigint      NOT NULL,
  candidate_id bigint      NOT NULL,
  decision     text        NOT NULL,
  swiped_at    timestamptz NOT NULL,
  PRIMARY KEY (member_id, candidate_id)
);
-- The day's swipe likes of a member, latest first (spec §9: 4 likes per day).
CREATE INDEX swipes_likes ON swipes (member_id, swiped_at) WHERE decision = 'like';
