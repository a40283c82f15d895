-- Issue 15: every picture upload, so one account's uploads can be limited by number and size.
CREATE TABLE upload_log (
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    bytes      INTEGER NOT NULL CHECK (bytes > 0),
    created_at INTEGER NOT NULL
);
CREATE INDEX upload_log_by_user ON upload_log (user_id, created_at);
-- Declined payments are counted per order and per buyer over the last hour.
CREATE INDEX payments_by_status ON payments (status, created_at);
