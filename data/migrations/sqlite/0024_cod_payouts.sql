-- Issue 35: what each courier paid the shop for a parcel's cash, when, and under which of
-- its payouts (Steadfast's payment id, Pathao's invoice id, a payout sheet's reference).
ALTER TABLE parcels ADD COLUMN paid_out_poisha INTEGER;
ALTER TABLE parcels ADD COLUMN paid_out_at INTEGER;
ALTER TABLE parcels ADD COLUMN payout_reference TEXT;
-- The reconciliation reads the delivered parcels of the couriers.
CREATE INDEX parcels_delivered ON parcels (courier, status_at)
    WHERE dropped_at IS NULL AND status IN ('delivered', 'partlyDelivered');
