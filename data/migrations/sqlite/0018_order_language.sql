-- The language the buyer was reading when they placed an order. Until they choose one for their
-- account (the language switch), the mail about the order speaks it: a first sign-in from a
-- Bangla browser no longer makes the account Bangla for good.
ALTER TABLE orders ADD COLUMN language TEXT CHECK (language IN ('en', 'bn'));
