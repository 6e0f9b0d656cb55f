-- Issue 14: how a site moderates member photos. 'post': visible at once, reviewed after; 'pre': pending until
-- a moderator approves it. Existing sites keep what they did so far (visible at once).
ALTER TABLE sites ADD COLUMN photo_moderation text NOT NULL DEFAULT 'post' CHECK (photo_moderation IN ('pre', 'post'));
