-- A buyer's address book: the places their parcels go, each with the buyer's own name for it,
-- one the default the checkout starts from. Orders copy the details they went to, so editing
-- or removing a place never changes an order.
CREATE TABLE saved_addresses (
    id           INTEGER PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    label        TEXT NOT NULL DEFAULT '',
    recipient    TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    address      TEXT NOT NULL,
    district     TEXT NOT NULL,
    is_default   INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    -- Milliseconds since the epoch of the last order sent here (or of the last edit): the
    -- checkout lists the places most recently used first.
    used_at      INTEGER NOT NULL,
    UNIQUE (user_id, recipient, phone_number, address, district)
);

-- At most one default per buyer.
CREATE UNIQUE INDEX saved_addresses_one_default ON saved_addresses (user_id) WHERE is_default = 1;

-- The places earlier orders went, five per buyer at most, the latest the default: what the
-- checkout offered before the book existed.
INSERT INTO saved_addresses (user_id, recipient, phone_number, address, district, is_default, used_at)
SELECT user_id, recipient, phone_number, address, district, rank = 1, used_at
FROM (
    SELECT user_id, recipient, phone_number, address, district, MAX(created_at) AS used_at,
           ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY MAX(id) DESC) AS rank
    FROM orders
    WHERE user_id IS NOT NULL AND recipient IS NOT NULL AND phone_number IS NOT NULL
      AND address IS NOT NULL AND district IS NOT NULL
    GROUP BY user_id, recipient, phone_number, address, district
)
WHERE rank <= 5;
