-- Tools named and described in Bangla too, and found from either script.
--
-- `search_words` holds what else a tool is found by (its Bangla name, that name in Latin
-- letters, the other script's word for each trade word of its names: shared::search_words).
-- Rust works them out, so it is NULL until the server has: at startup for the tools below.
ALTER TABLE tools ADD COLUMN name_bn TEXT;
ALTER TABLE tools ADD COLUMN description_bn TEXT;
ALTER TABLE tools ADD COLUMN search_words TEXT;

-- The shop keeps Bangla's dotted letters (য় ড় ঢ়) as the letter and the nukta, however they were
-- typed, so a search finds them either way (shared::form::one_spelling).
UPDATE tools SET
    name = replace(replace(replace(name, char(2527), char(2479, 2492)),
                           char(2524), char(2465, 2492)), char(2525), char(2466, 2492)),
    name_key = replace(replace(replace(name_key, char(2527), char(2479, 2492)),
                               char(2524), char(2465, 2492)), char(2525), char(2466, 2492)),
    description = replace(replace(replace(description, char(2527), char(2479, 2492)),
                                  char(2524), char(2465, 2492)), char(2525), char(2466, 2492));

-- The index covers the new columns: rebuilt, with its triggers.
DROP TRIGGER tools_search_after_insert;
DROP TRIGGER tools_search_after_delete;
DROP TRIGGER tools_search_after_update;
DROP TABLE tools_search;

CREATE VIRTUAL TABLE tools_search USING fts5(
    name_key, description, search_words, description_bn,
    content = 'tools', content_rowid = 'id', tokenize = 'trigram'
);
INSERT INTO tools_search (tools_search) VALUES ('rebuild');

CREATE TRIGGER tools_search_after_insert AFTER INSERT ON tools
BEGIN
    INSERT INTO tools_search (rowid, name_key, description, search_words, description_bn)
    VALUES (new.id, new.name_key, new.description, new.search_words, new.description_bn);
END;

CREATE TRIGGER tools_search_after_delete AFTER DELETE ON tools
BEGIN
    INSERT INTO tools_search (tools_search, rowid, name_key, description, search_words, description_bn)
    VALUES ('delete', old.id, old.name_key, old.description, old.search_words, old.description_bn);
END;

CREATE TRIGGER tools_search_after_update
AFTER UPDATE OF name_key, description, search_words, description_bn ON tools
BEGIN
    INSERT INTO tools_search (tools_search, rowid, name_key, description, search_words, description_bn)
    VALUES ('delete', old.id, old.name_key, old.description, old.search_words, old.description_bn);
    INSERT INTO tools_search (rowid, name_key, description, search_words, description_bn)
    VALUES (new.id, new.name_key, new.description, new.search_words, new.description_bn);
END;
