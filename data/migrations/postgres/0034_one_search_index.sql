-- Two costs of the PostgreSQL catalogue's reads, measured at 100,000 tools.

-- The tool search's trigram index over one text instead of four columns. A search asked each
-- column's part of the old index in turn (four index scans, about 0.2 ms each even when a
-- column held nothing); over the columns joined it is one scan. They are joined by a newline,
-- which a search (a name key: single-spaced) never holds, so a match never spans two columns
-- and `LIKE '%…%'` on the joined text finds exactly what it found on any of the columns.
-- The expression is written once more in api/src/catalogue/search_plan.rs (`search_text!`),
-- which must say it exactly so for the index to answer.
DROP INDEX tools_search;
CREATE INDEX tools_search ON tools USING gin ((
    name_key || E'\n' || lower(description) || E'\n' || coalesce(search_words, '')
        || E'\n' || coalesce(lower(description_bn), '')
) gin_trgm_ops);

-- Both engines now join a group's values with `string_agg` (SQLite has it since 3.44): native
-- on PostgreSQL, where this SQL-language stand-in cost a function call per value (a deep page
-- of the catalogue took 0.25 ms instead of 0.11).
DROP AGGREGATE group_concat(TEXT, TEXT);
DROP FUNCTION group_concat_step(TEXT, TEXT, TEXT);
