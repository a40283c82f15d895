-- The language an account chose (issue 19): the shop's mail to it is written in it, and the
-- browser switches to it at sign-in. NULL until the buyer chooses; then the request's
-- Accept-Language decides.
ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en', 'bn'));
