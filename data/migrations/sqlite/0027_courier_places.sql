-- Issue 35: the couriers' lists of places (Pathao's cities and each city's zones, RedX's areas
-- of each district), kept once asked, so a restart does not ask again and an address resolves
-- to the same zone or area every time. `list` names which list: 'cities', 'zones:1',
-- 'areas:Dhaka'.
CREATE TABLE courier_places (
    courier    TEXT    NOT NULL CHECK (courier IN ('pathao', 'redx')),
    list       TEXT    NOT NULL,
    place_id   INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    -- Where the courier listed it: the first is the one an address naming none goes to.
    position   INTEGER NOT NULL,
    fetched_at INTEGER NOT NULL,
    PRIMARY KEY (courier, list, place_id)
);
