-- Issue 18: the ways Bangladesh pays. Two CHECKs change, which SQLite cannot do in place, so
-- the tables are rebuilt (https://sqlite.org/lang_altertable.html#otheralter). sqlx runs this
-- in a transaction, where foreign keys cannot be switched off, and dropping `orders` would
-- then delete its lines and payments: so the tables that refer to it are rebuilt first,
-- referring to the new tables, the old ones dropped children first, and the renames carry
-- the references over (SQLite 3.26+ rewrites them).

-- Orders: cash on delivery is delivered before it is paid, and orders say how they are paid.
CREATE TABLE orders_new (
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
    recipient         TEXT,
    phone_number      TEXT,
    address           TEXT,
    district          TEXT,
    is_paid           INTEGER NOT NULL DEFAULT 0 CHECK (is_paid IN (0, 1)),
    is_delivered      INTEGER NOT NULL DEFAULT 0 CHECK (is_delivered IN (0, 1)),
    is_reviewed       INTEGER NOT NULL DEFAULT 0 CHECK (is_reviewed IN (0, 1)),
    transaction_id    TEXT UNIQUE,
    -- How the buyer pays or paid: set when they promise cash on delivery or a bank transfer,
    -- or when a provider confirms the payment. NULL: not chosen yet.
    payment_method    TEXT CHECK (payment_method IN
                          ('test-card', 'stripe', 'sslcommerz', 'bkash', 'cod', 'bank-transfer')),
    -- Sent by the client with each placement, so a double click places one order.
    idempotency_key   TEXT,
    created_at        INTEGER NOT NULL,
    paid_at           INTEGER,
    shipped_at        INTEGER,
    delivered_at      INTEGER,
    -- A cancelled order is kept (its payment and refund stay traceable) but not listed.
    cancelled_at      INTEGER,
    refunded_at       INTEGER,
    UNIQUE (user_id, idempotency_key),
    CHECK (is_delivered = 0 OR is_paid = 1 OR payment_method = 'cod'),
    CHECK (is_reviewed = 0 OR is_delivered = 1),
    CHECK (is_paid = 0 OR transaction_id IS NOT NULL),
    CHECK (cancelled_at IS NULL OR is_delivered = 0)
);
INSERT INTO orders_new (id, user_id, tool_id, tool_name, tool_image, tool_price_poisha, quantity,
                        total_poisha, recipient, phone_number, address, district, is_paid,
                        is_delivered, is_reviewed, transaction_id, payment_method,
                        idempotency_key, created_at, paid_at, shipped_at, delivered_at,
                        cancelled_at, refunded_at)
SELECT o.id, o.user_id, o.tool_id, o.tool_name, o.tool_image, o.tool_price_poisha, o.quantity,
       o.total_poisha, o.recipient, o.phone_number, o.address, o.district, o.is_paid,
       o.is_delivered, o.is_reviewed, o.transaction_id,
       CASE WHEN o.is_paid = 1 THEN
           (SELECT CASE p.provider WHEN 'test' THEN 'test-card' ELSE p.provider END
            FROM payments p
            WHERE p.order_id = o.id AND p.status IN ('succeeded', 'refunded')
            ORDER BY p.id DESC LIMIT 1)
       END,
       o.idempotency_key, o.created_at, o.paid_at, o.shipped_at, o.delivered_at,
       o.cancelled_at, o.refunded_at
FROM orders o;

CREATE TABLE order_lines_new (
    id                INTEGER PRIMARY KEY,
    order_id          INTEGER NOT NULL REFERENCES orders_new (id) ON DELETE CASCADE,
    tool_id           INTEGER REFERENCES tools (id) ON DELETE SET NULL,
    tool_name         TEXT    NOT NULL,
    tool_image        TEXT    NOT NULL,
    unit_price_poisha INTEGER NOT NULL CHECK (unit_price_poisha > 0),
    quantity          INTEGER NOT NULL CHECK (quantity > 0),
    total_poisha      INTEGER NOT NULL CHECK (total_poisha > 0),
    is_reviewed       INTEGER NOT NULL DEFAULT 0 CHECK (is_reviewed IN (0, 1))
);
INSERT INTO order_lines_new (id, order_id, tool_id, tool_name, tool_image, unit_price_poisha,
                             quantity, total_poisha, is_reviewed)
SELECT id, order_id, tool_id, tool_name, tool_image, unit_price_poisha, quantity, total_poisha,
       is_reviewed
FROM order_lines;

CREATE TABLE reviews_new (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
    order_id   INTEGER REFERENCES orders_new (id) ON DELETE SET NULL,
    -- Sample reviews have no line.
    line_id    INTEGER UNIQUE REFERENCES order_lines_new (id) ON DELETE SET NULL,
    user_name  TEXT    NOT NULL,
    user_image TEXT,
    tool_name  TEXT,
    review     TEXT    NOT NULL,
    rating     INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    created_at INTEGER NOT NULL
);
INSERT INTO reviews_new (id, user_id, order_id, line_id, user_name, user_image, tool_name,
                         review, rating, created_at)
SELECT id, user_id, order_id, line_id, user_name, user_image, tool_name, review, rating,
       created_at
FROM reviews;

-- Payments: every method's id as its provider (the test processor is now 'test-card', the id
-- the API uses) and a column for the provider's own transaction id (SSLCommerz's
-- bank_tran_id, bKash's trxID), which their refund APIs ask for.
CREATE TABLE payments_new (
    id            INTEGER PRIMARY KEY,
    order_id      INTEGER NOT NULL REFERENCES orders_new (id) ON DELETE CASCADE,
    provider      TEXT    NOT NULL CHECK (provider IN
                      ('test-card', 'stripe', 'sslcommerz', 'bkash', 'cod', 'bank-transfer')),
    -- The shop's handle on the payment: a PaymentIntent id, SSLCommerz's tran_id (ours),
    -- bKash's paymentID, or the order's number for cash and transfers.
    reference     TEXT    NOT NULL UNIQUE,
    -- The provider's transaction id once it is paid, as the buyer's receipt shows it.
    provider_transaction TEXT,
    amount_poisha INTEGER NOT NULL CHECK (amount_poisha > 0),
    currency      TEXT    NOT NULL DEFAULT 'bdt',
    status        TEXT    NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded')),
    failure       TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);
INSERT INTO payments_new (id, order_id, provider, reference, amount_poisha, currency, status,
                          failure, created_at, updated_at)
SELECT id, order_id, CASE provider WHEN 'test' THEN 'test-card' ELSE provider END, reference,
       amount_poisha, currency, status, failure, created_at, updated_at
FROM payments;

-- Children before parents, so no drop deletes anything through a foreign key.
DROP TABLE reviews;
DROP TABLE payments;
DROP TABLE order_lines;
DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;
ALTER TABLE order_lines_new RENAME TO order_lines;
ALTER TABLE reviews_new RENAME TO reviews;
ALTER TABLE payments_new RENAME TO payments;

CREATE INDEX orders_by_user ON orders (user_id, id);
CREATE INDEX orders_unpaid_by_user ON orders (user_id) WHERE is_paid = 0 AND cancelled_at IS NULL;
CREATE INDEX order_lines_by_order ON order_lines (order_id, id);
CREATE INDEX order_lines_by_tool ON order_lines (tool_id, order_id);
CREATE INDEX payments_by_order ON payments (order_id);
CREATE INDEX payments_by_status ON payments (status, created_at);

