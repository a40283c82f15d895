-- The owner's table of words that mean the same (shared::synonyms): a tool named with one is
-- found by the other, through the words it is found by (tools.search_words).
CREATE TABLE synonyms (
    id    INTEGER PRIMARY KEY,
    word  TEXT NOT NULL,
    means TEXT NOT NULL,
    UNIQUE (word, means)
);
