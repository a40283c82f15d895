-- Issue 16: orders of several tools, the cart, and quantity price breaks.

-- A tool's price breaks: from min_quantity pieces on, each costs unit_price_poisha.
CREATE TABLE tool_price_tiers (
    tool_id           INTEGER NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
    min_quantity      INTEGER NOT NULL CHECK (min_quantity BETWEEN 2 AND 4294967295),
    unit_price_poisha INTEGER NOT NULL CHECK (unit_price_poisha > 0),
    PRIMARY KEY (tool_id, min_quantity)
);

-- The tools of an order, each with the name, picture and unit price it had when ordered.
-- The order's own tool_* columns keep the first line (the spec's fields of a one-tool
-- order); its quantity is the pieces of every line and its total their sum.
CREATE TABLE order_lines (
    id                INTEGER PRIMARY KEY,
    order_id          INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    tool_id           INTEGER REFERENCES tools (id) ON DELETE SET NULL,
    tool_name         TEXT    NOT NULL,
    tool_image        TEXT    NOT NULL,
    unit_price_poisha INTEGER NOT NULL CHECK (unit_price_poisha > 0),
    quantity          INTEGER NOT NULL CHECK (quantity > 0),
    total_poisha      INTEGER NOT NULL CHECK (total_poisha > 0),
    is_reviewed       INTEGER NOT NULL DEFAULT 0 CHECK (is_reviewed IN (0, 1))
);
CREATE INDEX order_lines_by_order ON order_lines (order_id, id);

-- Every order so far had one tool: it becomes its one line.
INSERT INTO order_lines (order_id, tool_id, tool_name, tool_image, unit_price_poisha, quantity,
                         total_poisha, is_reviewed)
SELECT id, tool_id, tool_name, tool_image, tool_price_poisha, quantity, total_poisha, is_reviewed
FROM orders ORDER BY id;

-- A review is of one line now: one per line, several per order. (SQLite cannot drop the old
-- UNIQUE on order_id in place, so the table is rebuilt.)
CREATE TABLE reviews_by_line (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
    order_id   INTEGER REFERENCES orders (id) ON DELETE SET NULL,
    -- Sample reviews have no line.
    line_id    INTEGER UNIQUE REFERENCES order_lines (id) ON DELETE SET NULL,
    user_name  TEXT    NOT NULL,
    user_image TEXT,
    tool_name  TEXT,
    review     TEXT    NOT NULL,
    rating     INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    created_at INTEGER NOT NULL
);
INSERT INTO reviews_by_line (id, user_id, order_id, line_id, user_name, user_image, tool_name,
                             review, rating, created_at)
SELECT r.id, r.user_id, r.order_id, (SELECT l.id FROM order_lines l WHERE l.order_id = r.order_id),
       r.user_name, r.user_image, r.tool_name, r.review, r.rating, r.created_at
FROM reviews r;
DROP TABLE reviews;
ALTER TABLE reviews_by_line RENAME TO reviews;

-- A signed-in buyer's cart, kept on the account. No foreign key to tools: a line whose tool
-- is removed stays, to be shown as gone, never dropped behind the buyer's back.
CREATE TABLE cart_lines (
    user_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    tool_id  INTEGER NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 4294967295),
    added_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, tool_id)
);
