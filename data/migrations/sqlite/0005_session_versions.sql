-- Issue 15: every access token carries its account's session version; raising the version
-- (a password reset, a role change, "sign out everywhere", a proved address) ends every
-- session issued before it.
ALTER TABLE users ADD COLUMN session_version INTEGER NOT NULL DEFAULT 0;
