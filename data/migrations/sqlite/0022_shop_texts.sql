-- What the owner writes for the shop: the terms and the privacy policy in both languages, and
-- the home page's three figures. No row means the shop's own text (data/seed/pages) or the
-- spec's figures are shown.
CREATE TABLE shop_pages (
    slug       TEXT PRIMARY KEY CHECK (slug IN ('terms', 'privacy')),
    en         TEXT NOT NULL,
    bn         TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);

CREATE TABLE home_figures (
    position   INTEGER PRIMARY KEY CHECK (position BETWEEN 0 AND 2),
    value      INTEGER NOT NULL CHECK (value >= 0),
    label_en   TEXT NOT NULL,
    label_bn   TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);
