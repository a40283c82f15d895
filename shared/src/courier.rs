//! Parcels: an order handed to a courier, and where it stands by the courier's word.
//!
//! The shop ships through Steadfast, Pathao or RedX, or through its own rider ("Own
//! delivery", which also covers a walk-in pickup). Each courier names its steps its own way;
//! [`report`] reads every status and event each one sends into one [`ParcelStatus`], and
//! [`ParcelStatus::order_effect`] says what that status does to the order's own lifecycle
//! (`crate::lifecycle`): a parcel picked up ships the order, a delivered one delivers it.
//!
//! The tables cite the couriers' own documents:
//! - Steadfast: "API Documentation V1", section "Delivery Statuses" (the eleven statuses its
//!   `status_by_*` endpoints answer), and its webhook document ("Webhook Integration":
//!   `notification_type` `delivery_status` with `status`, `tracking_update` without).
//! - Pathao: the merchant panel's "Webhook Integration" document (the `event` of each
//!   callback, `order.created` … `order.exchanged`) and the merchant API's order info
//!   (`order_status_slug`, `Pickup_Requested` …), which the 30-minute poll reads.
//! - RedX: "RedX OpenAPI Documentation", the webhook's `status` (its seven:
//!   `ready-for-delivery`, `delivery-in-progress`, `delivered`, `agent-hold`,
//!   `agent-returning`, `returned`, `agent-area-change`) and the parcel info's `status`
//!   (`pickup-pending`, `pickup-processing` before those).

use crate::Money;
use crate::messages::{self, Key};
use serde::{Deserialize, Serialize};

/// Who carries a parcel.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Courier {
    /// The shop's own rider, or the buyer collecting at the shop: the admins' Ship and
    /// Deliver buttons move it.
    OwnDelivery,
    Steadfast,
    Pathao,
    Redx,
}

impl Courier {
    pub const ALL: [Courier; 4] = [
        Courier::OwnDelivery,
        Courier::Steadfast,
        Courier::Pathao,
        Courier::Redx,
    ];

    /// Its name in the database and in webhook paths.
    pub fn id(self) -> &'static str {
        match self {
            Courier::OwnDelivery => "own",
            Courier::Steadfast => "steadfast",
            Courier::Pathao => "pathao",
            Courier::Redx => "redx",
        }
    }

    pub fn from_id(id: &str) -> Option<Courier> {
        Courier::ALL.into_iter().find(|courier| courier.id() == id)
    }

    /// Its name as people read it.
    pub fn label_key(self) -> Key {
        match self {
            Courier::OwnDelivery => messages::COURIER_OWN,
            Courier::Steadfast => messages::COURIER_STEADFAST,
            Courier::Pathao => messages::COURIER_PATHAO,
            Courier::Redx => messages::COURIER_REDX,
        }
    }

    /// Where a buyer follows the parcel on the courier's own site, by its tracking code (and
    /// the phone it goes to, which Pathao's page asks for).
    pub fn tracking_link(self, tracking_code: &str, phone: &str) -> Option<String> {
        match self {
            Courier::OwnDelivery => None,
            // The link Steadfast's SMS to the buyer carries.
            Courier::Steadfast => Some(format!("https://steadfast.com.bd/t/{tracking_code}")),
            Courier::Pathao => Some(format!(
                "https://merchant.pathao.com/tracking?consignment_id={tracking_code}&phone={phone}"
            )),
            Courier::Redx => Some(format!(
                "https://redx.com.bd/track-parcel/?trackingId={tracking_code}"
            )),
        }
    }

    /// The longest address it takes, in characters: Steadfast's `recipient_address` "within
    /// 250 characters"; Pathao's `recipient_address` 10 to 220; RedX's `customer_address`
    /// (no documented limit: Steadfast's is used).
    pub fn address_limit(self) -> usize {
        match self {
            Courier::Pathao => 220,
            _ => 250,
        }
    }

    /// The heaviest parcel it takes, in grams: Pathao's `item_weight` is 0.5 to 10 kg; RedX's
    /// `parcel_weight` is in grams, up to 25 kg for a regular parcel; Steadfast prices by size
    /// and takes up to 20 kg at its hubs' counters.
    pub fn weight_limit_grams(self) -> u32 {
        match self {
            Courier::OwnDelivery => u32::MAX,
            Courier::Steadfast => 20_000,
            Courier::Pathao => 10_000,
            Courier::Redx => 25_000,
        }
    }
}

/// Where a parcel stands, whichever courier carries it.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ParcelStatus {
    /// The courier has the booking; nobody has collected the parcel yet.
    Booked,
    PickedUp,
    InTransit,
    Delivered,
    /// The buyer took part of it (and paid for that part); the rest comes back.
    PartlyDelivered,
    /// On its way back to the shop, or back: the owner confirms it arrived.
    Returned,
    /// The courier cancelled the consignment before delivering it.
    CancelledByCourier,
    /// Held: the buyer could not be reached, asked for another day, or the courier needs the
    /// shop to call.
    OnHold,
}

/// What a parcel's status does to its order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderEffect {
    None,
    /// The courier has it: the order ships.
    Ships,
    /// The buyer has it: the order ships (if a step was missed) and is delivered.
    Delivers,
}

impl ParcelStatus {
    pub const ALL: [ParcelStatus; 8] = [
        ParcelStatus::Booked,
        ParcelStatus::PickedUp,
        ParcelStatus::InTransit,
        ParcelStatus::Delivered,
        ParcelStatus::PartlyDelivered,
        ParcelStatus::Returned,
        ParcelStatus::CancelledByCourier,
        ParcelStatus::OnHold,
    ];

    /// Its name in the database.
    pub fn id(self) -> &'static str {
        match self {
            ParcelStatus::Booked => "booked",
            ParcelStatus::PickedUp => "pickedUp",
            ParcelStatus::InTransit => "inTransit",
            ParcelStatus::Delivered => "delivered",
            ParcelStatus::PartlyDelivered => "partlyDelivered",
            ParcelStatus::Returned => "returned",
            ParcelStatus::CancelledByCourier => "cancelledByCourier",
            ParcelStatus::OnHold => "onHold",
        }
    }

    pub fn from_id(id: &str) -> Option<ParcelStatus> {
        ParcelStatus::ALL
            .into_iter()
            .find(|status| status.id() == id)
    }

    pub fn label_key(self) -> Key {
        match self {
            ParcelStatus::Booked => messages::PARCEL_BOOKED,
            ParcelStatus::PickedUp => messages::PARCEL_PICKED_UP,
            ParcelStatus::InTransit => messages::PARCEL_IN_TRANSIT,
            ParcelStatus::Delivered => messages::PARCEL_DELIVERED,
            ParcelStatus::PartlyDelivered => messages::PARCEL_PARTLY_DELIVERED,
            ParcelStatus::Returned => messages::PARCEL_RETURNED,
            ParcelStatus::CancelledByCourier => messages::PARCEL_CANCELLED,
            ParcelStatus::OnHold => messages::PARCEL_ON_HOLD,
        }
    }

    /// A parcel in one of these stays so: a late report of an earlier step changes nothing.
    pub fn is_final(self) -> bool {
        matches!(
            self,
            ParcelStatus::Delivered
                | ParcelStatus::PartlyDelivered
                | ParcelStatus::Returned
                | ParcelStatus::CancelledByCourier
        )
    }

    /// Whether the courier may book the order again: only after it cancelled the
    /// consignment itself.
    pub fn allows_rebooking(self) -> bool {
        self == ParcelStatus::CancelledByCourier
    }

    pub fn order_effect(self) -> OrderEffect {
        match self {
            ParcelStatus::Booked | ParcelStatus::CancelledByCourier => OrderEffect::None,
            ParcelStatus::PickedUp
            | ParcelStatus::InTransit
            | ParcelStatus::OnHold
            | ParcelStatus::Returned => OrderEffect::Ships,
            ParcelStatus::Delivered | ParcelStatus::PartlyDelivered => OrderEffect::Delivers,
        }
    }
}

/// An order's parcel, as its buyer and the admins read it.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Parcel {
    pub courier: Courier,
    /// `null` until the courier confirms the booking.
    pub status: Option<ParcelStatus>,
    /// The courier never answered the booking: the owner looks in its panel, then drops the
    /// booking or books again.
    pub unconfirmed: bool,
    pub consignment_id: Option<String>,
    pub tracking_code: Option<String>,
    /// The courier's own tracking page for it.
    pub tracking_link: Option<String>,
    /// What the courier collects on delivery.
    pub cod: Money,
    /// What the courier says it collected, and charged.
    pub collected: Option<Money>,
    pub charge: Option<Money>,
    pub booked_at: i64,
    /// When the owner confirmed a returned parcel arrived (its tools back in stock).
    pub restocked_at: Option<i64>,
    /// The courier's reports, oldest first.
    pub history: Vec<ParcelEvent>,
}

/// One report of a courier about a parcel.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ParcelEvent {
    /// What it means, when the word is one the shop knows and moves the parcel.
    pub status: Option<ParcelStatus>,
    /// The courier's own word (`delivered_approval_pending`, `order.in-transit`).
    pub word: String,
    /// The courier's message about it, when it sends one.
    pub message: Option<String>,
    pub at: i64,
}

/// The courier orders to a district go with unless an admin chooses another.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DistrictCourier {
    /// One of the 64 districts.
    pub district: String,
    pub courier: Courier,
}

/// `GET`/`PUT /api/courier-defaults`: each district's default courier; a district not listed
/// goes with the first courier the shop is set up for.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CourierDefaults {
    pub defaults: Vec<DistrictCourier>,
}

impl CourierDefaults {
    /// The defaults with each district in its listed spelling, once (the last one given
    /// wins); refused on a district that is not one of the 64.
    pub fn parse(self) -> Result<CourierDefaults, crate::FieldError> {
        let mut chosen: std::collections::BTreeMap<String, Courier> =
            std::collections::BTreeMap::new();
        for default in self.defaults {
            chosen.insert(
                crate::delivery::parse_district(&default.district)?,
                default.courier,
            );
        }
        Ok(CourierDefaults {
            defaults: chosen
                .into_iter()
                .map(|(district, courier)| DistrictCourier { district, courier })
                .collect(),
        })
    }
}

/// Steadfast's statuses (API doc V1, "Delivery Statuses"), as the status endpoints and the
/// `delivery_status` webhook send them.
pub const STEADFAST_STATUSES: &[(&str, ParcelStatus)] = &[
    // "Order is placed and waiting to be reviewed."
    ("in_review", ParcelStatus::Booked),
    // "Consignment is not delivered or cancelled yet." (reviewed and on its way)
    ("pending", ParcelStatus::InTransit),
    // "Consignment is delivered but waiting for admin approval."
    ("delivered_approval_pending", ParcelStatus::Delivered),
    (
        "partial_delivered_approval_pending",
        ParcelStatus::PartlyDelivered,
    ),
    (
        "cancelled_approval_pending",
        ParcelStatus::CancelledByCourier,
    ),
    // "Unknown Pending status. Need contact with the support team."
    ("unknown_approval_pending", ParcelStatus::OnHold),
    // "Consignment is delivered and balance added."
    ("delivered", ParcelStatus::Delivered),
    ("partial_delivered", ParcelStatus::PartlyDelivered),
    // "Consignment is cancelled and balance updated."
    ("cancelled", ParcelStatus::CancelledByCourier),
    ("hold", ParcelStatus::OnHold),
    ("unknown", ParcelStatus::OnHold),
];

/// Pathao's webhook events (without their `order.` prefix) and the order info's
/// `order_status_slug`, lower-cased with hyphens. `None`: news about the parcel that moves
/// nothing (`order.updated`, `order.paid`: the payout, read by the reconciliation).
pub const PATHAO_EVENTS: &[(&str, Option<ParcelStatus>)] = &[
    ("created", Some(ParcelStatus::Booked)),
    ("pending", Some(ParcelStatus::Booked)),
    ("updated", None),
    ("pickup-requested", Some(ParcelStatus::Booked)),
    ("assigned-for-pickup", Some(ParcelStatus::Booked)),
    ("picked", Some(ParcelStatus::PickedUp)),
    ("pickup-failed", Some(ParcelStatus::OnHold)),
    ("pickup-cancelled", Some(ParcelStatus::CancelledByCourier)),
    ("at-the-sorting-hub", Some(ParcelStatus::InTransit)),
    ("in-transit", Some(ParcelStatus::InTransit)),
    ("received-at-last-mile-hub", Some(ParcelStatus::InTransit)),
    ("assigned-for-delivery", Some(ParcelStatus::InTransit)),
    ("delivered", Some(ParcelStatus::Delivered)),
    ("partial-delivery", Some(ParcelStatus::PartlyDelivered)),
    ("returned", Some(ParcelStatus::Returned)),
    // The order info's slug for the same step.
    ("return", Some(ParcelStatus::Returned)),
    ("delivery-failed", Some(ParcelStatus::OnHold)),
    ("on-hold", Some(ParcelStatus::OnHold)),
    ("paid", None),
    ("payment-invoice", None),
    ("paid-return", Some(ParcelStatus::Returned)),
    // Delivered, and the buyer's old item taken back in exchange.
    ("exchanged", Some(ParcelStatus::Delivered)),
    ("exchange", Some(ParcelStatus::Delivered)),
];

/// RedX's statuses: the webhook's seven, and the two the parcel info answers before pickup.
pub const REDX_STATUSES: &[(&str, ParcelStatus)] = &[
    ("pickup-pending", ParcelStatus::Booked),
    ("pickup-processing", ParcelStatus::Booked),
    // Picked up and sorted at the delivery hub.
    ("ready-for-delivery", ParcelStatus::InTransit),
    ("delivery-in-progress", ParcelStatus::InTransit),
    ("delivered", ParcelStatus::Delivered),
    ("agent-hold", ParcelStatus::OnHold),
    ("agent-returning", ParcelStatus::Returned),
    ("returned", ParcelStatus::Returned),
    // Sent on to the hub of the buyer's actual area.
    ("agent-area-change", ParcelStatus::InTransit),
];

/// How a courier's word reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Report {
    /// The parcel is now here.
    Status(ParcelStatus),
    /// News that moves nothing (a fee changed, a payout).
    Note,
    /// A word this table does not know: kept, shown to the admins, applied to nothing.
    Unknown,
}

/// Reads a courier's status or event name.
pub fn report(courier: Courier, word: &str) -> Report {
    let word = word.trim().to_ascii_lowercase();
    let known = |table: &[(&str, ParcelStatus)], word: &str| {
        table
            .iter()
            .find(|(name, _)| *name == word)
            .map_or(Report::Unknown, |(_, status)| Report::Status(*status))
    };
    match courier {
        Courier::OwnDelivery => Report::Unknown,
        Courier::Steadfast => known(STEADFAST_STATUSES, &word),
        Courier::Redx => known(REDX_STATUSES, &word),
        Courier::Pathao => {
            let word = word
                .strip_prefix("order.")
                .unwrap_or(&word)
                .replace('_', "-");
            PATHAO_EVENTS.iter().find(|(name, _)| *name == word).map_or(
                Report::Unknown,
                |(_, status)| match status {
                    Some(status) => Report::Status(*status),
                    None => Report::Note,
                },
            )
        }
    }
}

/// Whether a report dated `at` moves a parcel that stands at `current` since `since`: a
/// report older than the parcel's last one arrived late and changes nothing, and nothing
/// moves a parcel out of a final status but a later final one (a delivery the courier
/// corrects to partial, a return).
pub fn moves(current: ParcelStatus, since: i64, next: ParcelStatus, at: i64) -> bool {
    if at < since || next == current {
        return false;
    }
    !current.is_final() || next.is_final()
}

/// The address a courier reads: the street address and the district, as one line.
pub fn courier_address(address: &str, district: &str) -> String {
    let address = address.split_whitespace().collect::<Vec<_>>().join(" ");
    if address.to_lowercase().contains(&district.to_lowercase()) {
        address
    } else {
        format!("{address}, {district}")
    }
}

/// Why a courier cannot take an order as it stands, or `None` when it can.
pub fn booking_refusal(courier: Courier, address_line: &str, weight_grams: u32) -> Option<Key> {
    if address_line.chars().count() > courier.address_limit() {
        return Some(messages::COURIER_ADDRESS_TOO_LONG);
    }
    if weight_grams > courier.weight_limit_grams() {
        return Some(messages::COURIER_TOO_HEAVY);
    }
    None
}

/// The heaviest a tool may be said to weigh, in grams: 50 kg, past what any courier carries as
/// one parcel.
pub const MAX_TOOL_GRAMS: u32 = 50_000;

/// A tool's weight as typed: whole grams, from 1 to [`MAX_TOOL_GRAMS`].
pub fn parse_weight(value: &crate::FormValue) -> Result<u32, crate::FieldError> {
    let refused = |code| crate::FieldError::new("weightGrams", code, messages::WEIGHT_INVALID);
    let text = crate::language::latin_digits(value.text().trim());
    if text.is_empty() {
        return Err(refused("required"));
    }
    text.parse::<u32>()
        .ok()
        .filter(|grams| (1..=MAX_TOOL_GRAMS).contains(grams))
        .ok_or_else(|| refused("range"))
}

/// Pathao's `amount_to_collect` is whole taka: what is due, rounded up so the courier never
/// collects less than the order needs.
pub fn whole_taka_up(poisha: i64) -> i64 {
    (poisha + 99).div_euclid(100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_steadfast_status_reads() {
        let expected = [
            ("in_review", ParcelStatus::Booked),
            ("pending", ParcelStatus::InTransit),
            ("delivered_approval_pending", ParcelStatus::Delivered),
            (
                "partial_delivered_approval_pending",
                ParcelStatus::PartlyDelivered,
            ),
            (
                "cancelled_approval_pending",
                ParcelStatus::CancelledByCourier,
            ),
            ("unknown_approval_pending", ParcelStatus::OnHold),
            ("delivered", ParcelStatus::Delivered),
            ("partial_delivered", ParcelStatus::PartlyDelivered),
            ("cancelled", ParcelStatus::CancelledByCourier),
            ("hold", ParcelStatus::OnHold),
            ("unknown", ParcelStatus::OnHold),
        ];
        assert_eq!(STEADFAST_STATUSES.len(), 11);
        for (word, status) in expected {
            assert_eq!(
                report(Courier::Steadfast, word),
                Report::Status(status),
                "{word}"
            );
        }
        // The webhook's example writes it capitalised.
        assert_eq!(
            report(Courier::Steadfast, "Delivered"),
            Report::Status(ParcelStatus::Delivered)
        );
        assert_eq!(report(Courier::Steadfast, "lost_in_space"), Report::Unknown);
    }

    #[test]
    fn every_pathao_event_and_slug_reads() {
        let expected = [
            ("order.created", Report::Status(ParcelStatus::Booked)),
            ("order.updated", Report::Note),
            (
                "order.pickup-requested",
                Report::Status(ParcelStatus::Booked),
            ),
            (
                "order.assigned-for-pickup",
                Report::Status(ParcelStatus::Booked),
            ),
            ("order.picked", Report::Status(ParcelStatus::PickedUp)),
            ("order.pickup-failed", Report::Status(ParcelStatus::OnHold)),
            (
                "order.pickup-cancelled",
                Report::Status(ParcelStatus::CancelledByCourier),
            ),
            (
                "order.at-the-sorting-hub",
                Report::Status(ParcelStatus::InTransit),
            ),
            ("order.in-transit", Report::Status(ParcelStatus::InTransit)),
            (
                "order.received-at-last-mile-hub",
                Report::Status(ParcelStatus::InTransit),
            ),
            (
                "order.assigned-for-delivery",
                Report::Status(ParcelStatus::InTransit),
            ),
            ("order.delivered", Report::Status(ParcelStatus::Delivered)),
            (
                "order.partial-delivery",
                Report::Status(ParcelStatus::PartlyDelivered),
            ),
            ("order.returned", Report::Status(ParcelStatus::Returned)),
            (
                "order.delivery-failed",
                Report::Status(ParcelStatus::OnHold),
            ),
            ("order.on-hold", Report::Status(ParcelStatus::OnHold)),
            ("order.paid", Report::Note),
            ("order.paid-return", Report::Status(ParcelStatus::Returned)),
            ("order.exchanged", Report::Status(ParcelStatus::Delivered)),
            // The order info's slugs.
            ("Pending", Report::Status(ParcelStatus::Booked)),
            ("Pickup_Requested", Report::Status(ParcelStatus::Booked)),
            (
                "At_the_Sorting_HUB",
                Report::Status(ParcelStatus::InTransit),
            ),
            (
                "Received_at_Last_Mile_HUB",
                Report::Status(ParcelStatus::InTransit),
            ),
            (
                "Partial_Delivery",
                Report::Status(ParcelStatus::PartlyDelivered),
            ),
            ("Return", Report::Status(ParcelStatus::Returned)),
            ("Payment_Invoice", Report::Note),
            ("Exchange", Report::Status(ParcelStatus::Delivered)),
            ("store.created", Report::Unknown),
        ];
        for (word, reads) in expected {
            assert_eq!(report(Courier::Pathao, word), reads, "{word}");
        }
    }

    #[test]
    fn every_redx_status_reads() {
        let expected = [
            ("ready-for-delivery", ParcelStatus::InTransit),
            ("delivery-in-progress", ParcelStatus::InTransit),
            ("delivered", ParcelStatus::Delivered),
            ("agent-hold", ParcelStatus::OnHold),
            ("agent-returning", ParcelStatus::Returned),
            ("returned", ParcelStatus::Returned),
            ("agent-area-change", ParcelStatus::InTransit),
            ("pickup-pending", ParcelStatus::Booked),
            ("pickup-processing", ParcelStatus::Booked),
        ];
        for (word, status) in expected {
            assert_eq!(
                report(Courier::Redx, word),
                Report::Status(status),
                "{word}"
            );
        }
        assert_eq!(report(Courier::Redx, "in_review"), Report::Unknown);
    }

    #[test]
    fn each_status_moves_the_order_as_its_meaning_says() {
        use OrderEffect::*;
        let expected = [
            (ParcelStatus::Booked, None),
            (ParcelStatus::PickedUp, Ships),
            (ParcelStatus::InTransit, Ships),
            (ParcelStatus::OnHold, Ships),
            (ParcelStatus::Returned, Ships),
            (ParcelStatus::Delivered, Delivers),
            (ParcelStatus::PartlyDelivered, Delivers),
            (ParcelStatus::CancelledByCourier, None),
        ];
        for (status, effect) in expected {
            assert_eq!(status.order_effect(), effect, "{status:?}");
            assert_eq!(ParcelStatus::from_id(status.id()), Some(status));
        }
    }

    #[test]
    fn late_and_backward_reports_change_nothing() {
        use ParcelStatus::*;
        // A later step moves it.
        assert!(moves(Booked, 10, InTransit, 20));
        // A report older than the last one is late.
        assert!(!moves(InTransit, 20, PickedUp, 10));
        // The same status again changes nothing.
        assert!(!moves(InTransit, 10, InTransit, 30));
        // Once delivered, a late "in transit" changes nothing, even dated after.
        assert!(!moves(Delivered, 10, InTransit, 30));
        // A final status may be corrected by a later final one.
        assert!(moves(Delivered, 10, PartlyDelivered, 30));
        assert!(moves(OnHold, 10, Returned, 30));
    }

    #[test]
    fn the_address_names_its_district_once() {
        assert_eq!(
            courier_address("House 4,  Road 2\nDhanmondi", "Dhaka"),
            "House 4, Road 2 Dhanmondi, Dhaka"
        );
        assert_eq!(
            courier_address("12 Station Road, Cumilla", "Cumilla"),
            "12 Station Road, Cumilla"
        );
    }

    #[test]
    fn a_courier_refuses_what_it_cannot_carry() {
        let long = "x".repeat(221);
        assert_eq!(
            booking_refusal(Courier::Pathao, &long, 500),
            Some(messages::COURIER_ADDRESS_TOO_LONG)
        );
        assert_eq!(booking_refusal(Courier::Steadfast, &long, 500), None);
        assert_eq!(
            booking_refusal(Courier::Pathao, "House 4, Dhaka", 10_001),
            Some(messages::COURIER_TOO_HEAVY)
        );
        assert_eq!(booking_refusal(Courier::OwnDelivery, &long, 90_000), None);
    }

    #[test]
    fn a_weight_is_whole_grams_up_to_fifty_kilograms() {
        use crate::FormValue;
        for (typed, read) in [
            ("500", Some(500)),
            (" ২৫০০ ", Some(2500)),
            ("50000", Some(50_000)),
        ] {
            assert_eq!(parse_weight(&FormValue::new(typed)).ok(), read, "{typed}");
        }
        for typed in ["", "0", "50001", "1.5", "-3", "heavy"] {
            let error = parse_weight(&FormValue::new(typed)).unwrap_err();
            assert_eq!(error.text.key, messages::WEIGHT_INVALID, "{typed}");
        }
    }

    #[test]
    fn a_district_has_one_default_in_its_listed_spelling() {
        let given = CourierDefaults {
            defaults: vec![
                DistrictCourier {
                    district: " dhaka ".into(),
                    courier: Courier::Redx,
                },
                DistrictCourier {
                    district: "cumilla".into(),
                    courier: Courier::Pathao,
                },
                DistrictCourier {
                    district: "Dhaka".into(),
                    courier: Courier::Steadfast,
                },
            ],
        };
        let parsed = given.parse().unwrap();
        assert_eq!(
            parsed.defaults,
            [
                DistrictCourier {
                    district: "Cumilla".into(),
                    courier: Courier::Pathao
                },
                DistrictCourier {
                    district: "Dhaka".into(),
                    courier: Courier::Steadfast
                },
            ]
        );
        let unknown = CourierDefaults {
            defaults: vec![DistrictCourier {
                district: "Atlantis".into(),
                courier: Courier::Redx,
            }],
        };
        assert_eq!(
            unknown.parse().unwrap_err().text.key,
            messages::DISTRICT_REQUIRED
        );
    }

    #[test]
    fn pathao_collects_whole_taka_rounded_up() {
        assert_eq!(whole_taka_up(106_001), 1061);
        assert_eq!(whole_taka_up(106_000), 1060);
        assert_eq!(whole_taka_up(0), 0);
    }
}
