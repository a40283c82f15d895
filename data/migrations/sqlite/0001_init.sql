-- The whole shop in one SQLite file. Portable SQL where a portable form exists (see
-- DESIGN.md, "Growing past one machine"): money in integer poisha, timestamps in
-- milliseconds since the Unix epoch, booleans as 0/1 with CHECKs.

CREATE TABLE users (
    id             INTEGER PRIMARY KEY,
    -- Lower-cased by shared::Email, so a plain UNIQUE is case-insensitive in effect.
    email          TEXT    NOT NULL UNIQUE,
    -- argon2id PHC string; NULL for accounts that only sign in through Firebase.
    password_hash  TEXT,
    role           TEXT    NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
    display_name   TEXT,
    photo_url      TEXT,
    institution    TEXT,
    phone_number   TEXT,
    address        TEXT,
    date_of_birth  TEXT,
    email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
    firebase_uid   TEXT UNIQUE,
    created_at     INTEGER NOT NULL
);

-- One-time links sent by email: address verification and password reset. Only a hash of
-- the token is kept, so a leaked database does not leak working links.
CREATE TABLE auth_tokens (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose    TEXT    NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
    token_hash TEXT    NOT NULL UNIQUE,
    expires_at INTEGER NOT NULL,
    used_at    INTEGER,
    created_at INTEGER NOT NULL
);

CREATE TABLE tools (
    id                 INTEGER PRIMARY KEY,
    name               TEXT    NOT NULL,
    -- shared::ToolName::key(): case folded, whitespace collapsed. Two admins racing to add
    -- one name create one tool.
    name_key           TEXT    NOT NULL UNIQUE,
    image              TEXT    NOT NULL,
    description        TEXT    NOT NULL,
    price_poisha       INTEGER NOT NULL CHECK (price_poisha > 0),
    min_order          INTEGER NOT NULL CHECK (min_order BETWEEN 1 AND 4294967295),
    -- An integer, never negative: stock is reserved by a conditional UPDATE at placement.
    available_quantity INTEGER NOT NULL CHECK (available_quantity BETWEEN 0 AND 4294967295),
    created_at         INTEGER NOT NULL
);

CREATE TABLE orders (
    id                INTEGER PRIMARY KEY,
    user_id           INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- The order keeps its own copy of the tool's name, image and price, so it survives the
    -- tool's later removal or a price change.
    tool_id           INTEGER REFERENCES tools (id) ON DELETE SET NULL,
    tool_name         TEXT    NOT NULL,
    tool_image        TEXT    NOT NULL,
    tool_price_poisha INTEGER NOT NULL CHECK (tool_price_poisha > 0),
    quantity          INTEGER NOT NULL CHECK (quantity > 0),
    total_poisha      INTEGER NOT NULL CHECK (total_poisha > 0),
    phone_number      TEXT,
    address           TEXT,
    is_paid           INTEGER NOT NULL DEFAULT 0 CHECK (is_paid IN (0, 1)),
    is_delivered      INTEGER NOT NULL DEFAULT 0 CHECK (is_delivered IN (0, 1)),
    is_reviewed       INTEGER NOT NULL DEFAULT 0 CHECK (is_reviewed IN (0, 1)),
    transaction_id    TEXT UNIQUE,
    -- Sent by the client with each placement, so a double click places one order.
    idempotency_key   TEXT,
    created_at        INTEGER NOT NULL,
    paid_at           INTEGER,
    delivered_at      INTEGER,
    -- A cancelled order is kept (its payment and refund stay traceable) but not listed.
    cancelled_at      INTEGER,
    UNIQUE (user_id, idempotency_key),
    CHECK (is_delivered = 0 OR is_paid = 1),
    CHECK (is_reviewed = 0 OR is_delivered = 1),
    CHECK (is_paid = 0 OR transaction_id IS NOT NULL),
    CHECK (cancelled_at IS NULL OR is_delivered = 0)
);
CREATE INDEX orders_by_user ON orders (user_id, id);

-- Every attempt to take money for an order, and its refund, whatever the provider.
CREATE TABLE payments (
    id            INTEGER PRIMARY KEY,
    order_id      INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    provider      TEXT    NOT NULL CHECK (provider IN ('test', 'stripe')),
    -- The provider's id: a PaymentIntent id, or the test processor's transaction id.
    reference     TEXT    NOT NULL UNIQUE,
    amount_poisha INTEGER NOT NULL CHECK (amount_poisha > 0),
    currency      TEXT    NOT NULL DEFAULT 'bdt',
    status        TEXT    NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded')),
    failure       TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);
CREATE INDEX payments_by_order ON payments (order_id);

CREATE TABLE reviews (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
    -- One review per order; sample reviews have none.
    order_id   INTEGER UNIQUE REFERENCES orders (id) ON DELETE SET NULL,
    user_name  TEXT    NOT NULL,
    user_image TEXT,
    tool_name  TEXT,
    review     TEXT    NOT NULL,
    rating     INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    created_at INTEGER NOT NULL
);

CREATE TABLE blogs (
    id           INTEGER PRIMARY KEY,
    author_name  TEXT    NOT NULL,
    author_image TEXT    NOT NULL,
    published_on TEXT    NOT NULL,
    heading      TEXT    NOT NULL,
    image        TEXT    NOT NULL,
    body         TEXT    NOT NULL,
    created_at   INTEGER NOT NULL
);

-- Mail the shop sends. The built-in mailer only records it here (and logs the links);
-- the SMTP mailer also sets sent_at.
CREATE TABLE email_outbox (
    id         INTEGER PRIMARY KEY,
    recipient  TEXT    NOT NULL,
    subject    TEXT    NOT NULL,
    body       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    sent_at    INTEGER
);

CREATE TABLE contact_messages (
    id         INTEGER PRIMARY KEY,
    email      TEXT    NOT NULL,
    message    TEXT    NOT NULL,
    created_at INTEGER NOT NULL
);
