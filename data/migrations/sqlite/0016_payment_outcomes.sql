-- Money paths that never disagree with the gateway.
--
-- A payment whose provider has not answered clearly is 'checking' (asked again in the
-- background until it says), never 'failed'; money a provider captured that does not match the
-- order (another amount, SSLCommerz's risk flag) is 'held' for the owner to accept or give back.
-- A CHECK changes, which SQLite cannot do in place, so `payments` is rebuilt; nothing refers to
-- it yet, so the rebuild is a plain copy (https://sqlite.org/lang_altertable.html#otheralter).
CREATE TABLE payments_new (
    id            INTEGER PRIMARY KEY,
    order_id      INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    provider      TEXT    NOT NULL CHECK (provider IN
                      ('test-card', 'stripe', 'sslcommerz', 'bkash', 'cod', 'bank-transfer')),
    -- The shop's handle on the payment: a PaymentIntent id, SSLCommerz's tran_id (ours),
    -- bKash's paymentID, or the order's number for cash and transfers.
    reference     TEXT    NOT NULL UNIQUE,
    -- The provider's transaction id once money moved, as the buyer's receipt shows it.
    provider_transaction TEXT,
    amount_poisha INTEGER NOT NULL CHECK (amount_poisha > 0),
    currency      TEXT    NOT NULL DEFAULT 'bdt',
    status        TEXT    NOT NULL CHECK (status IN
                      ('pending', 'checking', 'succeeded', 'held', 'failed', 'refunded')),
    -- Why it failed or is held, in the provider's own words where it gave them
    -- ("2023: Insufficient Balance", "risk_level 1").
    failure       TEXT,
    -- The buyer-facing sentence (a message key) for a refusal the provider explained.
    refusal_key   TEXT,
    -- The shop's number for this attempt, sent to the provider (bKash's merchantInvoiceNumber):
    -- the order's number and a suffix, so every attempt is new to the provider.
    attempt       TEXT,
    -- Where the buyer was sent to pay (SSLCommerz's GatewayPageURL, bKash's bkashURL), so a
    -- second press of "Proceed" goes back there instead of opening another session.
    redirect_url  TEXT,
    -- What the shop asks the provider with to learn a 'checking' payment's outcome
    -- (SSLCommerz's val_id), and when it asks next.
    proof         TEXT,
    check_after   INTEGER,
    checks        INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);
INSERT INTO payments_new (id, order_id, provider, reference, provider_transaction, amount_poisha,
                          currency, status, failure, created_at, updated_at)
SELECT id, order_id, provider, reference, provider_transaction, amount_poisha, currency, status,
       failure, created_at, updated_at
FROM payments;
DROP TABLE payments;
ALTER TABLE payments_new RENAME TO payments;
CREATE INDEX payments_by_order ON payments (order_id);
CREATE INDEX payments_by_status ON payments (status, created_at);
CREATE INDEX payments_to_check ON payments (check_after) WHERE status = 'checking';

-- Refunds, one per payment at most: a replayed notification of a duplicate payment finds its
-- refund here and never asks the provider a second time.
CREATE TABLE refunds (
    id            INTEGER PRIMARY KEY,
    payment_id    INTEGER NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
    -- The shop's id for this refund, unique per refund (SSLCommerz's refund_trans_id).
    reference     TEXT    NOT NULL UNIQUE,
    -- The provider's (SSLCommerz's refund_ref_id, bKash's refundTrxID).
    provider_reference TEXT,
    amount_poisha INTEGER NOT NULL CHECK (amount_poisha > 0),
    -- 'asked': sent, no clear answer yet (never sent again: the owner checks with the provider);
    -- 'processing': accepted, on its way to the buyer; 'refunded'; 'failed': refused, in
    -- `failure`'s words; 'by-hand': a method the shop cannot refund itself.
    status        TEXT    NOT NULL CHECK (status IN
                      ('asked', 'processing', 'refunded', 'failed', 'by-hand')),
    failure       TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);
CREATE INDEX refunds_processing ON refunds (updated_at) WHERE status = 'processing';

-- Cash on delivery confirmed by the shop (by phone, as Bangladeshi shops do): such an order
-- waits for the courier; an unconfirmed one expires like any unpaid order.
ALTER TABLE orders ADD COLUMN confirmed_at INTEGER;

-- Who sent a message again, so one admin's resends are limited per hour as one address's
-- messages are.
ALTER TABLE email_outbox ADD COLUMN resent_by INTEGER REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX email_outbox_by_recipient ON email_outbox (recipient, created_at);
