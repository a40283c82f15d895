-- Issue 18: the ways Bangladesh pays. SQLite cannot widen a CHECK in place, so the payments
-- table is rebuilt with every method's id as its provider (the test processor is now
-- 'test-card', the id the API uses) and a column for the provider's own transaction id
-- (SSLCommerz's bank_tran_id, bKash's trxID), which their refund APIs ask for.
CREATE TABLE payments_new (
    id            INTEGER PRIMARY KEY,
    order_id      INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
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
DROP TABLE payments;
ALTER TABLE payments_new RENAME TO payments;
CREATE INDEX payments_by_order ON payments (order_id);
CREATE INDEX payments_by_status ON payments (status, created_at);

-- How the buyer pays or paid: set when they promise cash on delivery or a bank transfer, or
-- when a provider confirms the payment. NULL: not chosen yet.
ALTER TABLE orders ADD COLUMN payment_method TEXT CHECK (payment_method IN
    ('test-card', 'stripe', 'sslcommerz', 'bkash', 'cod', 'bank-transfer'));
UPDATE orders SET payment_method =
    (SELECT CASE p.provider WHEN 'test' THEN 'test-card' ELSE p.provider END
     FROM payments p WHERE p.order_id = orders.id AND p.status IN ('succeeded', 'refunded')
     ORDER BY p.id DESC LIMIT 1)
WHERE is_paid = 1;
