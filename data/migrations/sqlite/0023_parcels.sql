-- Issue 35: orders handed to couriers (Steadfast, Pathao, RedX, or the shop's own rider),
-- what the couriers report about them, and what each tool weighs.

-- Grams, for the courier's weight (Pathao's item_weight, RedX's parcel_weight). Tools from
-- before weigh half a kilogram, Pathao's smallest band, until the owner says otherwise.
ALTER TABLE tools ADD COLUMN weight_grams INTEGER NOT NULL DEFAULT 500 CHECK (weight_grams > 0);

CREATE TABLE parcels (
    id               INTEGER PRIMARY KEY,
    order_id         INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    courier          TEXT    NOT NULL CHECK (courier IN ('own', 'steadfast', 'pathao', 'redx')),
    -- What the courier knows the order by: its number (Steadfast's invoice, Pathao's
    -- merchant_order_id, RedX's merchant_invoice_id).
    reference        TEXT    NOT NULL,
    -- 'booking' while the courier is asked, 'unconfirmed' when it never answered, then the
    -- parcel's status (shared::courier::ParcelStatus).
    status           TEXT    NOT NULL,
    -- The courier's time of its last report applied: a report older than it came late.
    status_at        INTEGER NOT NULL,
    -- The courier's last word, as it wrote it.
    courier_word     TEXT,
    consignment_id   TEXT,
    tracking_code    TEXT,
    -- What the courier was asked to collect, and what it says it collected and charged.
    cod_poisha       INTEGER NOT NULL CHECK (cod_poisha >= 0),
    collected_poisha INTEGER,
    charge_poisha    INTEGER,
    weight_grams     INTEGER NOT NULL,
    booked_at        INTEGER NOT NULL,
    -- The owner confirmed a returned parcel arrived, and its tools went back to stock.
    restocked_at     INTEGER,
    -- Dropped: never booked after all, or cancelled by the courier and booked again.
    dropped_at       INTEGER
);
-- One parcel at a time per order: a retried booking finds the first.
CREATE UNIQUE INDEX parcels_one_live ON parcels (order_id) WHERE dropped_at IS NULL;
CREATE INDEX parcels_by_reference ON parcels (courier, reference);
CREATE INDEX parcels_by_consignment ON parcels (courier, consignment_id);
-- The 30-minute poll reads the parcels still moving.
CREATE INDEX parcels_moving ON parcels (status)
    WHERE dropped_at IS NULL AND status NOT IN ('delivered', 'partlyDelivered', 'returned', 'cancelledByCourier');

-- Every report a courier sent (webhook) or gave (poll), kept before it is applied, once.
CREATE TABLE parcel_reports (
    id          INTEGER PRIMARY KEY,
    courier     TEXT    NOT NULL,
    -- The report's identity: a webhook sent again has the same one.
    fingerprint TEXT    NOT NULL,
    -- The consignment and the order reference it names.
    consignment TEXT,
    reference   TEXT,
    -- The parcel it was applied to, once found.
    parcel_id   INTEGER REFERENCES parcels (id) ON DELETE CASCADE,
    word        TEXT    NOT NULL,
    message     TEXT,
    -- What it says the courier collected and charged, when it says.
    collected_poisha INTEGER,
    charge_poisha    INTEGER,
    happened_at INTEGER NOT NULL,
    received_at INTEGER NOT NULL,
    applied_at  INTEGER,
    body        TEXT    NOT NULL,
    UNIQUE (courier, fingerprint)
);
CREATE INDEX parcel_reports_unapplied ON parcel_reports (received_at) WHERE applied_at IS NULL;
CREATE INDEX parcel_reports_by_parcel ON parcel_reports (parcel_id, happened_at);
