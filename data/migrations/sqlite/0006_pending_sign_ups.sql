-- Issue 15: a sign-up's password and name wait on its verification link until the address is
-- proved, so a sign-up on an address someone else holds unverified replaces theirs only then.
ALTER TABLE auth_tokens ADD COLUMN pending_password_hash TEXT;
ALTER TABLE auth_tokens ADD COLUMN pending_name TEXT;
CREATE INDEX users_unverified ON users (email_verified, created_at);
