-- Companies that buy from the shop (shared::company): the company, not the person, carries
-- the name and BIN printed on the tax invoices of its members' orders. Each member has a role.
CREATE TABLE companies (
    id              INTEGER PRIMARY KEY,
    name            TEXT    NOT NULL,
    name_bn         TEXT,
    bin             TEXT    CHECK (bin IS NULL OR (length(bin) = 13 AND bin NOT GLOB '*[^0-9]*')),
    trade_licence   TEXT,
    billing_address TEXT,
    -- Each order of a member must carry a purchase-order number.
    requires_po     INTEGER NOT NULL DEFAULT 0 CHECK (requires_po IN (0, 1)),
    created_at      INTEGER NOT NULL
);

-- A person belongs to one company at most, so the company an order is placed for is never in
-- doubt.
CREATE TABLE company_members (
    user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    role       TEXT    NOT NULL CHECK (role IN ('buyer', 'approver', 'admin')),
    -- A buyer's spending limit per order: an order above it waits for an approver.
    order_limit_poisha INTEGER CHECK (order_limit_poisha > 0),
    joined_at  INTEGER NOT NULL
);
CREATE INDEX company_members_by_company ON company_members (company_id, role);

-- The places the company's parcels go (its factory, its sites), kept by its admins and offered
-- to every member at checkout.
CREATE TABLE company_addresses (
    id           INTEGER PRIMARY KEY,
    company_id   INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    label        TEXT    NOT NULL,
    recipient    TEXT    NOT NULL,
    phone_number TEXT    NOT NULL,
    address      TEXT    NOT NULL,
    district     TEXT    NOT NULL,
    created_at   INTEGER NOT NULL
);
CREATE INDEX company_addresses_by_company ON company_addresses (company_id);

-- Invitations a company admin sent, to an email address (lower case) or an 11-digit mobile
-- number; the account that signs in with it may accept until `expires_at`.
CREATE TABLE company_invitations (
    id         INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    contact    TEXT    NOT NULL,
    role       TEXT    NOT NULL CHECK (role IN ('buyer', 'approver', 'admin')),
    invited_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    UNIQUE (company_id, contact)
);
CREATE INDEX company_invitations_by_contact ON company_invitations (contact, expires_at);

-- The company an order was placed for, as its buyer's membership stood then, and the buyer's
-- purchase-order number, printed on its documents.
ALTER TABLE orders ADD COLUMN company_id INTEGER REFERENCES companies (id) ON DELETE SET NULL;
ALTER TABLE orders ADD COLUMN po_number TEXT;
-- An order above its buyer's limit: when that was found, and when and by whom it was approved.
ALTER TABLE orders ADD COLUMN approval_requested_at INTEGER;
ALTER TABLE orders ADD COLUMN approved_at INTEGER;
ALTER TABLE orders ADD COLUMN approved_by INTEGER REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX orders_awaiting_approval ON orders (company_id)
    WHERE approval_requested_at IS NOT NULL AND approved_at IS NULL AND cancelled_at IS NULL;

-- The business details each account kept for itself become a company of one, the account its
-- admin; the company takes the account's id, which no company has yet.
INSERT INTO companies (id, name, bin, created_at)
    SELECT id, COALESCE(NULLIF(trim(company_name), ''), NULLIF(trim(display_name), ''), email),
           bin, CAST(strftime('%s', 'now') AS INTEGER) * 1000
    FROM users WHERE company_name IS NOT NULL OR bin IS NOT NULL;
INSERT INTO company_members (user_id, company_id, role, joined_at)
    SELECT id, id, 'admin', created_at FROM companies;
UPDATE orders SET company_id = user_id WHERE user_id IN (SELECT id FROM companies);
ALTER TABLE users DROP COLUMN company_name;
ALTER TABLE users DROP COLUMN bin;
