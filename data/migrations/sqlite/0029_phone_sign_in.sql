-- Issue 36: signing in with a mobile number and a one-time code sent by SMS.
--
-- The number an account proved it receives texts at (11 digits), one account per number.
-- `phone_number` stays the profile's free text; only a code sent to a number proves it.
ALTER TABLE users ADD COLUMN mobile TEXT;
CREATE UNIQUE INDEX users_by_mobile ON users (mobile) WHERE mobile IS NOT NULL;

-- Codes sent: only a keyed digest of each is kept. A code works for 5 minutes and 3 tries;
-- the newest one for a number and purpose is the one that counts.
CREATE TABLE phone_codes (
    id          INTEGER PRIMARY KEY,
    phone       TEXT    NOT NULL,
    purpose     TEXT    NOT NULL CHECK (purpose IN ('sign-in', 'add')),
    -- The account adding the number, for 'add'.
    user_id     INTEGER REFERENCES users (id) ON DELETE CASCADE,
    code_digest TEXT    NOT NULL,
    -- The client network that asked, for its hourly limit.
    network     TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    tries       INTEGER NOT NULL DEFAULT 0,
    used_at     INTEGER,
    CHECK ((purpose = 'add') = (user_id IS NOT NULL))
);
CREATE INDEX phone_codes_by_phone ON phone_codes (phone, created_at);
CREATE INDEX phone_codes_by_network ON phone_codes (network, created_at);
