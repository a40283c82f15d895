-- Issue 17: delivery details given at checkout, and one order lifecycle
-- (awaiting payment → paid → shipped → delivered, or cancelled → refunded), each step dated.

-- Who receives the parcel and in which of the 64 districts; phone_number and address exist.
ALTER TABLE orders ADD COLUMN recipient TEXT;
ALTER TABLE orders ADD COLUMN district TEXT;
ALTER TABLE orders ADD COLUMN shipped_at INTEGER;
ALTER TABLE orders ADD COLUMN refunded_at INTEGER;

-- Until now 'Deliver' was the one step after payment: what it marked had shipped then too.
UPDATE orders SET shipped_at = delivered_at WHERE is_delivered = 1;

-- Refunds so far are dated in the payments table.
UPDATE orders
SET refunded_at = (SELECT p.updated_at FROM payments p
                   WHERE p.reference = orders.transaction_id AND p.status = 'refunded')
WHERE cancelled_at IS NOT NULL AND is_paid = 1;

-- Orders listed the buyer's profile phone and address when they had none of their own; an
-- order keeps its own from now on, so freeze on the old ones what the admins were shown.
UPDATE orders
SET phone_number = COALESCE(phone_number, (SELECT phone_number FROM users WHERE id = orders.user_id)),
    address      = COALESCE(address, (SELECT address FROM users WHERE id = orders.user_id));
