-- Members' photos, written only by the photos projection (server/modules/photos/projection.ts). A deleted
-- photo's row is removed. `source`: an upload ({kind, thumbhash}) or a demo avatar's recipe.
CREATE TABLE photos (
  id          text        PRIMARY KEY,
  member_id   bigint      NOT NULL,
  status      text        NOT NULL,
  main        boolean     NOT NULL,
  source      jsonb       NOT NULL,
  uploaded_at timestamptz NOT NULL,
  -- The PhotoUploaded event's position in the store: the upload order, also among uploads of one instant.
  position    bigint      NOT NULL
);
CREATE INDEX photos_member ON photos (member_id, position);
