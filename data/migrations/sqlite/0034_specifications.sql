-- Specifications: the typed particulars a category asks of its tools (shared::specification),
-- each tool's values of them, and the indexes a category page's filters count with.

CREATE TABLE specifications (
    id          INTEGER PRIMARY KEY,
    -- Removed with its category, which is removed only when it holds no tools.
    category_id INTEGER NOT NULL REFERENCES categories (id),
    -- The shop's own name for it, in addresses (`?spec=thread:m12`) and imports.
    key         TEXT    NOT NULL UNIQUE,
    name        TEXT    NOT NULL,
    name_bn     TEXT,
    kind        TEXT    NOT NULL CHECK (kind IN ('number', 'choice', 'flag', 'text')),
    unit        TEXT,
    -- A number's range, in thousandths of its unit.
    min_value   INTEGER,
    max_value   INTEGER,
    -- A choice's options, as JSON: [{"value", "label", "labelBn"?}, …].
    choices     TEXT,
    -- The order on the category's form and the tool's page.
    position    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX specifications_by_category ON specifications (category_id, position);

-- A tool's value of a specification: a number in thousandths of its unit, or the text of a
-- choice's value, `yes`/`no`, or words.
CREATE TABLE tool_specs (
    tool_id      INTEGER NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
    spec_id      INTEGER NOT NULL REFERENCES specifications (id) ON DELETE CASCADE,
    number_value INTEGER,
    text_value   TEXT,
    CHECK ((number_value IS NULL) <> (text_value IS NULL)),
    PRIMARY KEY (tool_id, spec_id)
);
-- The filters: tools with a value, or within a range, and the counts of each value.
CREATE INDEX tool_specs_by_text ON tool_specs (spec_id, text_value, tool_id);
CREATE INDEX tool_specs_by_number ON tool_specs (spec_id, number_value, tool_id);
