-- VAT (issue 20): each tool's rate, and the rate each order line was sold at, in basis points
-- (1500 = 15 %, the standard rate of the VAT and Supplementary Duty Act 2012). Prices stay
-- VAT-inclusive; the split into value and VAT is computed in `shared/src/vat.rs`. Lines placed
-- before carry the standard rate, which every tool had.
ALTER TABLE tools ADD COLUMN vat_rate INTEGER NOT NULL DEFAULT 1500 CHECK (vat_rate BETWEEN 0 AND 5000);
ALTER TABLE order_lines ADD COLUMN vat_rate INTEGER NOT NULL DEFAULT 1500 CHECK (vat_rate BETWEEN 0 AND 5000);
