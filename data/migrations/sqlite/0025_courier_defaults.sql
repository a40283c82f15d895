-- Issue 35: the courier each district's orders go with unless an admin chooses another.
CREATE TABLE courier_defaults (
    district TEXT PRIMARY KEY,
    courier  TEXT NOT NULL CHECK (courier IN ('own', 'steadfast', 'pathao', 'redx'))
);
