-- VAT documents (issue 20).
--
-- The buyer's business, printed on its tax invoices: a company name and its Business
-- Identification Number, 13 Latin digits (`shared::tax_document::Bin`).
ALTER TABLE users ADD COLUMN company_name TEXT;
ALTER TABLE users ADD COLUMN bin TEXT
    CHECK (bin IS NULL OR (length(bin) = 13 AND bin NOT GLOB '*[^0-9]*'));

-- Tax invoices (Mushak-6.3) and credit notes (Mushak-6.7). Each series is numbered from 1 in
-- every fiscal year (July to June) without gaps: a document is written in the same transaction
-- that makes its order paid (or cancels it), with the next serial of its series, and is never
-- changed or deleted afterwards (the triggers below). `content` is what the PDF prints, as it
-- was at issue (JSON, `api/src/tax/document.rs`); the amounts and the buyer beside it are that
-- content's, kept as columns for the monthly sales register. There is deliberately no foreign
-- key to `orders`: a document outlives anything that happens to its order or its buyer.
CREATE TABLE tax_documents (
    id           INTEGER PRIMARY KEY,
    kind         TEXT    NOT NULL CHECK (kind IN ('invoice', 'credit-note')),
    fiscal_year  INTEGER NOT NULL,
    serial       INTEGER NOT NULL CHECK (serial >= 1),
    number       TEXT    NOT NULL UNIQUE,
    order_id     INTEGER NOT NULL,
    -- The invoice a credit note credits.
    credits      INTEGER REFERENCES tax_documents (id),
    issued_at    INTEGER NOT NULL,
    buyer_name   TEXT    NOT NULL,
    buyer_bin    TEXT,
    value_poisha INTEGER NOT NULL CHECK (value_poisha >= 0),
    vat_poisha   INTEGER NOT NULL CHECK (vat_poisha >= 0),
    total_poisha INTEGER NOT NULL CHECK (total_poisha = value_poisha + vat_poisha),
    content      TEXT    NOT NULL,
    UNIQUE (kind, fiscal_year, serial),
    UNIQUE (kind, order_id),
    CHECK ((kind = 'credit-note') = (credits IS NOT NULL))
);
CREATE INDEX tax_documents_by_issue ON tax_documents (issued_at);

CREATE TRIGGER tax_documents_are_never_changed BEFORE UPDATE ON tax_documents
BEGIN
    SELECT RAISE(ABORT, 'a VAT document is never changed once issued');
END;
CREATE TRIGGER tax_documents_are_never_deleted BEFORE DELETE ON tax_documents
BEGIN
    SELECT RAISE(ABORT, 'a VAT document is never deleted');
END;
