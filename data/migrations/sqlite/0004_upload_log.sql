-- Issue 15: every picture upload, so one account's uploads can be limited by number and size.
CREATE TABLE upload_log (
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    bytes      INTEGER NOT NULL CHECK (bytes > 0),
    created_at INTEGER NOT NULL
);
CREATE INDEX upload_log_by_user ON upload_log (user_id, created_at);
-- Declined payments are counted per order and per buyer over the last hour.
CREATE INDEX payments_by_status ON payments (status, created_at);
-- One buyer's unpaid share of a tool is summed over the tool's lines of unpaid orders.
CREATE INDEX order_lines_by_tool ON order_lines (tool_id, order_id);
-- A buyer's open unpaid orders, counted at every placement.
CREATE INDEX orders_unpaid_by_user ON orders (user_id) WHERE is_paid = 0 AND cancelled_at IS NULL;
