-- An order line keeps the tool's Bangla name as it was when ordered, as it keeps the English
-- one: Bangla mail and tax invoices print it, and a later rename changes no sold line.
ALTER TABLE order_lines ADD COLUMN tool_name_bn TEXT;

UPDATE order_lines
SET tool_name_bn = (SELECT name_bn FROM tools WHERE tools.id = order_lines.tool_id)
WHERE tool_id IS NOT NULL;
