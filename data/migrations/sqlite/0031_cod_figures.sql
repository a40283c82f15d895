-- Issue 36: the overview's cash-on-delivery figures, kept by triggers so the overview stays a
-- few index reads at a million orders: the orders waiting for confirmation (a partial index,
-- the condition of sales::filter::TO_CONFIRM word for word), and per month in Dhaka the COD
-- orders shipped and how many of them came back.
CREATE INDEX orders_to_confirm ON orders (id)
    WHERE payment_method = 'cod' AND confirmed_at IS NULL AND shipped_at IS NULL AND cancelled_at IS NULL;

CREATE TABLE cod_months (
    month    TEXT    PRIMARY KEY,
    shipped  INTEGER NOT NULL DEFAULT 0 CHECK (shipped >= 0),
    returned INTEGER NOT NULL DEFAULT 0 CHECK (returned >= 0)
) WITHOUT ROWID;

-- Dhaka is UTC+6 all year.
INSERT INTO cod_months (month, shipped, returned)
SELECT strftime('%Y-%m', o.shipped_at / 1000 + 21600, 'unixepoch'), COUNT(*),
       SUM(EXISTS (SELECT 1 FROM parcels p WHERE p.order_id = o.id AND p.status = 'returned'))
FROM orders o WHERE o.payment_method = 'cod' AND o.shipped_at IS NOT NULL GROUP BY 1;

CREATE TRIGGER cod_months_shipped AFTER UPDATE OF shipped_at ON orders
WHEN OLD.shipped_at IS NULL AND NEW.shipped_at IS NOT NULL AND NEW.payment_method = 'cod'
BEGIN
    INSERT INTO cod_months (month, shipped)
    VALUES (strftime('%Y-%m', NEW.shipped_at / 1000 + 21600, 'unixepoch'), 1)
    ON CONFLICT (month) DO UPDATE SET shipped = shipped + 1;
END;

CREATE TRIGGER cod_months_returned AFTER UPDATE OF status ON parcels
WHEN NEW.status = 'returned' AND OLD.status IS NOT 'returned'
 AND (SELECT payment_method = 'cod' AND shipped_at IS NOT NULL FROM orders WHERE id = NEW.order_id)
BEGIN
    INSERT INTO cod_months (month, returned)
    SELECT strftime('%Y-%m', shipped_at / 1000 + 21600, 'unixepoch'), 1 FROM orders
    WHERE id = NEW.order_id
    ON CONFLICT (month) DO UPDATE SET returned = returned + 1;
END;
