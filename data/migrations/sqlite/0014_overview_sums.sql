-- Issue 22: the owner's overview. Its sums are kept by triggers in the transaction that
-- writes the order (as order_counts in 0013), so the overview reads a few dozen rows at any
-- number of orders, and each sum always equals the orders it summarises.
--
-- A day is a calendar day in Dhaka: (moment + 6 h) / 1 day, counted from 1970-01-01
-- (Bangladesh keeps UTC+6 all year; see shared::calendar).

-- Orders placed per day, cancelled ones left out (a cancellation takes its order off the day
-- it was placed).
CREATE TABLE orders_by_day (
    day    INTEGER PRIMARY KEY,
    placed INTEGER NOT NULL CHECK (placed >= 0)
);

-- Money taken per day (the day it was paid) and payment method: paid orders that are not
-- cancelled. A cancelled paid order is money going back, refunded yet or not.
CREATE TABLE revenue_by_day (
    day            INTEGER NOT NULL,
    -- orders.payment_method; '' for an order paid before methods were recorded.
    method         TEXT    NOT NULL,
    orders         INTEGER NOT NULL CHECK (orders >= 0),
    revenue_poisha INTEGER NOT NULL CHECK (revenue_poisha >= 0),
    PRIMARY KEY (day, method)
) WITHOUT ROWID;

-- Pieces of each tool in orders that are not cancelled: the best sellers.
CREATE TABLE tool_sales (
    tool_id INTEGER PRIMARY KEY,
    pieces  INTEGER NOT NULL CHECK (pieces >= 0)
);
CREATE INDEX tool_sales_by_pieces ON tool_sales (pieces DESC, tool_id);

INSERT INTO orders_by_day (day, placed)
SELECT (created_at + 21600000) / 86400000, COUNT(*)
FROM orders WHERE cancelled_at IS NULL GROUP BY 1;

INSERT INTO revenue_by_day (day, method, orders, revenue_poisha)
SELECT (COALESCE(paid_at, created_at) + 21600000) / 86400000, COALESCE(payment_method, ''),
       COUNT(*), SUM(total_poisha)
FROM orders WHERE is_paid = 1 AND cancelled_at IS NULL GROUP BY 1, 2;

INSERT INTO tool_sales (tool_id, pieces)
SELECT l.tool_id, SUM(l.quantity)
FROM order_lines l JOIN orders o ON o.id = l.order_id
WHERE l.tool_id IS NOT NULL AND o.cancelled_at IS NULL GROUP BY l.tool_id;

-- An order's share of the day sums, added when it is written and taken back (the same row
-- with the opposite sign) before it changes or goes. `WHERE` clauses keep the upserts
-- unambiguous (https://sqlite.org/lang_upsert.html, "Parsing Ambiguity").
CREATE TRIGGER overview_after_order_insert AFTER INSERT ON orders
BEGIN
    INSERT INTO orders_by_day (day, placed)
    SELECT (NEW.created_at + 21600000) / 86400000, 1 WHERE NEW.cancelled_at IS NULL
    ON CONFLICT (day) DO UPDATE SET placed = placed + 1;
    INSERT INTO revenue_by_day (day, method, orders, revenue_poisha)
    SELECT (COALESCE(NEW.paid_at, NEW.created_at) + 21600000) / 86400000,
           COALESCE(NEW.payment_method, ''), 1, NEW.total_poisha
    WHERE NEW.is_paid = 1 AND NEW.cancelled_at IS NULL
    ON CONFLICT (day, method) DO UPDATE
    SET orders = orders + excluded.orders, revenue_poisha = revenue_poisha + excluded.revenue_poisha;
END;

CREATE TRIGGER overview_after_order_update
AFTER UPDATE OF created_at, total_poisha, is_paid, payment_method, paid_at, cancelled_at ON orders
BEGIN
    -- Placed: the old day loses the order, the new day gains it.
    UPDATE orders_by_day SET placed = placed - 1
    WHERE day = (OLD.created_at + 21600000) / 86400000 AND OLD.cancelled_at IS NULL;
    INSERT INTO orders_by_day (day, placed)
    SELECT (NEW.created_at + 21600000) / 86400000, 1 WHERE NEW.cancelled_at IS NULL
    ON CONFLICT (day) DO UPDATE SET placed = placed + 1;
    -- Taken: likewise for the money.
    UPDATE revenue_by_day
    SET orders = orders - 1, revenue_poisha = revenue_poisha - OLD.total_poisha
    WHERE day = (COALESCE(OLD.paid_at, OLD.created_at) + 21600000) / 86400000
      AND method = COALESCE(OLD.payment_method, '')
      AND OLD.is_paid = 1 AND OLD.cancelled_at IS NULL;
    INSERT INTO revenue_by_day (day, method, orders, revenue_poisha)
    SELECT (COALESCE(NEW.paid_at, NEW.created_at) + 21600000) / 86400000,
           COALESCE(NEW.payment_method, ''), 1, NEW.total_poisha
    WHERE NEW.is_paid = 1 AND NEW.cancelled_at IS NULL
    ON CONFLICT (day, method) DO UPDATE
    SET orders = orders + excluded.orders, revenue_poisha = revenue_poisha + excluded.revenue_poisha;
END;

-- Before the delete, while the order's lines are still there (ON DELETE CASCADE removes them
-- after).
CREATE TRIGGER overview_before_order_delete BEFORE DELETE ON orders
BEGIN
    UPDATE orders_by_day SET placed = placed - 1
    WHERE day = (OLD.created_at + 21600000) / 86400000 AND OLD.cancelled_at IS NULL;
    UPDATE revenue_by_day
    SET orders = orders - 1, revenue_poisha = revenue_poisha - OLD.total_poisha
    WHERE day = (COALESCE(OLD.paid_at, OLD.created_at) + 21600000) / 86400000
      AND method = COALESCE(OLD.payment_method, '')
      AND OLD.is_paid = 1 AND OLD.cancelled_at IS NULL;
    UPDATE tool_sales
    SET pieces = pieces - (SELECT SUM(l.quantity) FROM order_lines l
                           WHERE l.order_id = OLD.id AND l.tool_id = tool_sales.tool_id)
    WHERE OLD.cancelled_at IS NULL
      AND tool_id IN (SELECT tool_id FROM order_lines WHERE order_id = OLD.id);
END;

-- A line counts when it is written into an order that is not cancelled (placing writes the
-- order first, then its lines).
CREATE TRIGGER overview_after_line_insert AFTER INSERT ON order_lines
WHEN NEW.tool_id IS NOT NULL
 AND (SELECT cancelled_at FROM orders WHERE id = NEW.order_id) IS NULL
BEGIN
    INSERT INTO tool_sales (tool_id, pieces) SELECT NEW.tool_id, NEW.quantity WHERE true
    ON CONFLICT (tool_id) DO UPDATE SET pieces = pieces + excluded.pieces;
END;

-- Cancelling gives the pieces back; undoing a cancellation (never done today) takes them again.
CREATE TRIGGER overview_after_order_cancel AFTER UPDATE OF cancelled_at ON orders
WHEN (OLD.cancelled_at IS NULL) != (NEW.cancelled_at IS NULL)
BEGIN
    UPDATE tool_sales
    SET pieces = pieces + (CASE WHEN NEW.cancelled_at IS NULL THEN 1 ELSE -1 END)
                        * (SELECT SUM(l.quantity) FROM order_lines l
                           WHERE l.order_id = NEW.id AND l.tool_id = tool_sales.tool_id)
    WHERE tool_id IN (SELECT tool_id FROM order_lines WHERE order_id = NEW.id);
END;

-- A removed tool leaves the best sellers (its order lines keep its name).
CREATE TRIGGER overview_after_tool_delete AFTER DELETE ON tools
BEGIN
    DELETE FROM tool_sales WHERE tool_id = OLD.id;
END;

-- The overview's other figures and Manage Orders' filters, each read from a partial index of
-- the few orders it concerns rather than from every order.
-- Low stock: the tools with the fewest pieces first.
CREATE INDEX tools_by_stock ON tools (available_quantity, id);
-- Waiting to ship: paid, or promised in cash on delivery, not shipped, not cancelled.
CREATE INDEX orders_to_ship ON orders (id)
    WHERE shipped_at IS NULL AND cancelled_at IS NULL AND (is_paid = 1 OR payment_method = 'cod');
-- On the way: shipped, not delivered.
CREATE INDEX orders_on_the_way ON orders (id) WHERE shipped_at IS NOT NULL AND delivered_at IS NULL;
-- Waiting for payment: the shop-wide list of 0007's per-buyer index.
CREATE INDEX orders_unpaid ON orders (id) WHERE is_paid = 0 AND cancelled_at IS NULL;
-- Placed in a date range.
CREATE INDEX orders_by_placed ON orders (created_at);

-- The outbox: why a message was not delivered, and which message a resend repeats.
ALTER TABLE email_outbox ADD COLUMN error TEXT;
ALTER TABLE email_outbox ADD COLUMN resent_from INTEGER REFERENCES email_outbox (id) ON DELETE SET NULL;
