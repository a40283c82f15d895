-- Issue 36: a cash-on-delivery order confirmed by its buyer, with the link and code texted to
-- them, or by the shop after a call. Only a digest of the code is kept.
ALTER TABLE orders ADD COLUMN confirm_digest TEXT;
ALTER TABLE orders ADD COLUMN confirmed_by TEXT CHECK (confirmed_by IN ('shop', 'buyer'));
UPDATE orders SET confirmed_by = 'shop' WHERE confirmed_at IS NOT NULL;
CREATE UNIQUE INDEX orders_by_confirm_digest ON orders (confirm_digest)
    WHERE confirm_digest IS NOT NULL;
