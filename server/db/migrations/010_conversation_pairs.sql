-- One conversation per pair of members: whom the starter wrote to, and a unique index on the ordered pair,
-- so that two first messages at the same moment (A to B twice, or A to B and B to A) cannot start two.
ALTER TABLE conversations ADD COLUMN started_with bigint;
UPDATE conversations c SET started_with = (
  SELECT cm.member_id FROM conversation_members cm WHERE cm.conversation_id = c.id AND cm.member_id <> c.started_by
);
ALTER TABLE conversations ALTER COLUMN started_with SET NOT NULL;
CREATE UNIQUE INDEX conversations_pair ON conversations (least(started_by, started_with), greatest(started_by, started_with));
