-- Issue 8: a message is a text, or (with an empty text) a gift of io/entities/gift.ts or a photo
-- ({ photoId, source } of MessageSent: its files are stored as the sender's, photos/<sender>/<photoId>-*).
ALTER TABLE messages ADD COLUMN gift text, ADD COLUMN photo jsonb;
-- GET /media/photos/<sender>/<file> looks a chat photo up by its sender and id.
CREATE INDEX messages_photo ON messages (sender_id, (photo->>'photoId')) WHERE photo IS NOT NULL;
