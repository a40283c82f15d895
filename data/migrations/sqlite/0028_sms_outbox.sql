-- Issue 36: text messages (SMS). Every message is written here before it is sent, with a key
-- that names what it is for (an order's step, a sign-in code), so one event is never texted
-- twice; a worker sends the queue in order, retrying a gateway's passing failure with growing
-- waits, and keeps the gateway's message id and what became of the message.
CREATE TABLE sms_outbox (
    id                  INTEGER PRIMARY KEY,
    idempotency_key     TEXT    NOT NULL UNIQUE,
    -- The 11-digit national number (01XXXXXXXXX).
    recipient           TEXT    NOT NULL,
    body                TEXT    NOT NULL,
    purpose             TEXT    NOT NULL CHECK (purpose IN ('notice', 'code', 'confirm')),
    language            TEXT    NOT NULL CHECK (language IN ('en', 'bn')),
    -- What the carriers bill: the messages the text is split into.
    parts               INTEGER NOT NULL CHECK (parts > 0),
    created_at          INTEGER NOT NULL,
    attempts            INTEGER NOT NULL DEFAULT 0,
    next_attempt_at     INTEGER NOT NULL,
    -- Which gateway took it ('outbox' when none is set up) and its id for the message.
    provider            TEXT,
    provider_message_id TEXT,
    sent_at             INTEGER,
    -- Refused for good, or given up on after the last retry; the gateway's words.
    failed_at           INTEGER,
    error               TEXT,
    CHECK (sent_at IS NULL OR failed_at IS NULL)
);
-- The queue: what is still to send, by when it is due.
CREATE INDEX sms_outbox_due ON sms_outbox (next_attempt_at, id)
    WHERE sent_at IS NULL AND failed_at IS NULL;
-- The hourly limits count what one number got.
CREATE INDEX sms_outbox_by_recipient ON sms_outbox (recipient, created_at);

-- Texts about orders start with the orders placed from now on.
INSERT INTO notice_channels (channel, done_through)
VALUES ('sms', (SELECT COALESCE(MAX(id), 0) FROM order_events));

-- A buyer may turn off the texts about their orders (codes and confirmations still come).
ALTER TABLE users ADD COLUMN order_texts INTEGER NOT NULL DEFAULT 1 CHECK (order_texts IN (0, 1));

-- A text's tracking link (`/t/{code}`) finds its parcel by the courier's tracking code.
CREATE INDEX parcels_by_tracking_code ON parcels (tracking_code) WHERE dropped_at IS NULL;
