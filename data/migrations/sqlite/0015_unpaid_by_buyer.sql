-- How many open unpaid orders each buyer has, kept by triggers in the transaction that writes
-- the order (issue 21). Every placement checks the buyer's cap on them (`sales::limits`); it
-- counted the buyer's unpaid orders through `orders_unpaid_by_user`, a cost that grew with
-- every order the buyer left unpaid, inside the one writer's transaction. That index stays
-- for the expiry sweep and the share check's joins.
CREATE TABLE unpaid_by_buyer (
    user_id INTEGER PRIMARY KEY,
    open    INTEGER NOT NULL CHECK (open >= 0)
);
INSERT INTO unpaid_by_buyer (user_id, open)
SELECT user_id, COUNT(*) FROM orders WHERE is_paid = 0 AND cancelled_at IS NULL GROUP BY user_id;

-- Open means unpaid and not cancelled: the WHERE of `orders_unpaid_by_user`.
CREATE TRIGGER unpaid_by_buyer_after_insert AFTER INSERT ON orders
    WHEN NEW.is_paid = 0 AND NEW.cancelled_at IS NULL
BEGIN
    INSERT INTO unpaid_by_buyer (user_id, open) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET open = open + 1;
END;

CREATE TRIGGER unpaid_by_buyer_after_update AFTER UPDATE OF is_paid, cancelled_at ON orders
    WHEN (OLD.is_paid = 0 AND OLD.cancelled_at IS NULL) != (NEW.is_paid = 0 AND NEW.cancelled_at IS NULL)
BEGIN
    INSERT INTO unpaid_by_buyer (user_id, open) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE
    SET open = open + (CASE WHEN NEW.is_paid = 0 AND NEW.cancelled_at IS NULL THEN 1 ELSE -1 END);
END;

-- Orders go with their buyer's account (ON DELETE CASCADE fires this too).
CREATE TRIGGER unpaid_by_buyer_after_delete AFTER DELETE ON orders
    WHEN OLD.is_paid = 0 AND OLD.cancelled_at IS NULL
BEGIN
    UPDATE unpaid_by_buyer SET open = open - 1 WHERE user_id = OLD.user_id;
END;
