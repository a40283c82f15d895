-- The catalogue's shape: categories in a tree three levels deep at most (shared::category;
-- the depth is checked where a category is saved), and each tool's category, part number
-- (the shop's SKU, shared::part_number) and brand.

CREATE TABLE categories (
    id             INTEGER PRIMARY KEY,
    -- A category with sub-categories or tools is not removed (api::catalogue::categories).
    parent_id      INTEGER REFERENCES categories (id),
    slug           TEXT    NOT NULL UNIQUE,
    name           TEXT    NOT NULL,
    name_bn        TEXT,
    description    TEXT    NOT NULL DEFAULT '',
    description_bn TEXT,
    image          TEXT,
    -- The order among its siblings, then the name's.
    position       INTEGER NOT NULL DEFAULT 0,
    created_at     INTEGER NOT NULL
);
CREATE INDEX categories_by_parent ON categories (parent_id, position);

ALTER TABLE tools ADD COLUMN category_id INTEGER REFERENCES categories (id);
ALTER TABLE tools ADD COLUMN part_number TEXT;
ALTER TABLE tools ADD COLUMN brand TEXT;
-- Tools from before get the number the shop gives a tool added without one
-- (shared::part_number::assigned); every tool has one from here on.
UPDATE tools SET part_number = 'TL-' || printf('%06d', id);
CREATE UNIQUE INDEX tools_by_part_number ON tools (part_number);
-- A category's page: its tools, newest first.
CREATE INDEX tools_by_category ON tools (category_id, id);
