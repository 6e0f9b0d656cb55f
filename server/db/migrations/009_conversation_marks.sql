-- Per member of a conversation: the message their tabs have received up to (MessagesDelivered), and the
-- message they removed the conversation up to (ConversationRemoved); NULL: none yet / never removed.
ALTER TABLE conversation_members ADD COLUMN delivered_up_to bigint, ADD COLUMN removed_up_to bigint;
