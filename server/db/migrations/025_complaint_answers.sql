-- Issue 14: a complaint answered from the staff console (ComplaintAnswered on `complaint-<number>`): the answer is
-- kept with the complaint, with who wrote it and when. NULL: not answered yet.
ALTER TABLE complaints ADD COLUMN answer text, ADD COLUMN answered_by bigint, ADD COLUMN answered_at timestamptz;
-- Support's queue: the complaints nobody answered yet, oldest first.
CREATE INDEX complaints_open ON complaints (submitted_at) WHERE answered_at IS NULL;
