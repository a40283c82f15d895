-- Search without a scan (issue 21): an FTS5 index of every tool's name, as names are compared
-- (`name_key`), and its description, in trigrams, so any part of a word of three characters
-- or more matches in either script, and Latin case aside. It indexes `tools` as external
-- content, kept in step by the triggers below within the transaction that writes the tool.
CREATE VIRTUAL TABLE tools_search USING fts5(
    name_key, description, content = 'tools', content_rowid = 'id', tokenize = 'trigram'
);
INSERT INTO tools_search (tools_search) VALUES ('rebuild');

CREATE TRIGGER tools_search_after_insert AFTER INSERT ON tools
BEGIN
    INSERT INTO tools_search (rowid, name_key, description)
    VALUES (new.id, new.name_key, new.description);
END;

CREATE TRIGGER tools_search_after_delete AFTER DELETE ON tools
BEGIN
    INSERT INTO tools_search (tools_search, rowid, name_key, description)
    VALUES ('delete', old.id, old.name_key, old.description);
END;

CREATE TRIGGER tools_search_after_update AFTER UPDATE OF name_key, description ON tools
BEGIN
    INSERT INTO tools_search (tools_search, rowid, name_key, description)
    VALUES ('delete', old.id, old.name_key, old.description);
    INSERT INTO tools_search (rowid, name_key, description)
    VALUES (new.id, new.name_key, new.description);
END;
