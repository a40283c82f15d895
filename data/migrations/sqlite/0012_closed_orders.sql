-- Paged admin lists (issue 21): how many orders are closed (cancelled, refunded or not) is
-- counted from this partial index, not from every order.
CREATE INDEX orders_closed ON orders (cancelled_at) WHERE cancelled_at IS NOT NULL;
