-- Issue 35: what the buyer pays for delivery, by zone and district and by weight
-- (`shared::delivery_charge`). One table of the shop's, off until the owner turns it on, so an
-- upgraded shop's totals do not change behind its back; its amounts start at the standard
-- table's, and a new shop's sample data turns it on.
CREATE TABLE delivery_charges (
    id                   INTEGER PRIMARY KEY CHECK (id = 1),
    enabled              INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    inside_first_poisha  INTEGER NOT NULL CHECK (inside_first_poisha >= 0),
    inside_extra_poisha  INTEGER NOT NULL CHECK (inside_extra_poisha >= 0),
    outside_first_poisha INTEGER NOT NULL CHECK (outside_first_poisha >= 0),
    outside_extra_poisha INTEGER NOT NULL CHECK (outside_extra_poisha >= 0),
    vat_rate             INTEGER NOT NULL CHECK (vat_rate BETWEEN 0 AND 5000)
);
INSERT INTO delivery_charges VALUES (1, 0, 7000, 2000, 13000, 2000, 1500);

-- Districts priced apart from their zone.
CREATE TABLE delivery_charge_districts (
    district     TEXT PRIMARY KEY,
    first_poisha INTEGER NOT NULL CHECK (first_poisha >= 0),
    extra_poisha INTEGER NOT NULL CHECK (extra_poisha >= 0)
);

-- An order's delivery line: what it was charged and the VAT rate in it. The order's total
-- includes it; orders from before have none.
ALTER TABLE orders ADD COLUMN delivery_poisha INTEGER NOT NULL DEFAULT 0
    CHECK (delivery_poisha >= 0);
ALTER TABLE orders ADD COLUMN delivery_vat_rate INTEGER NOT NULL DEFAULT 1500
    CHECK (delivery_vat_rate BETWEEN 0 AND 5000);
