-- Profile facts (ProfileEdited): the spec §3 traits a member stated (sexuality, hair_colour, ... as one
-- object; the site decides which of them others see), the interests and the about text. Gender and
-- living area stay in their own columns, which search filters on.
ALTER TABLE members ADD COLUMN attributes jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE members ADD COLUMN interests  jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE members ADD COLUMN about      text  NOT NULL DEFAULT '';
